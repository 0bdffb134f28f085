import dayjs, { type Dayjs } from 'dayjs';

/** A date range as the API's filters take it: 'YYYY-MM-DD' days, null for an open end. */
export interface DateRangeValue {
  from: string | null;
  to: string | null;
}

export type DateRangePreset =
  'today' | 'yesterday' | 'last7' | 'last30' | 'thisMonth' | 'lastMonth';

export const DAY_FORMAT = 'YYYY-MM-DD';

export const PRESET_LABELS: Record<DateRangePreset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
};

export const ALL_PRESETS = Object.keys(PRESET_LABELS) as DateRangePreset[];

const day = (value: Dayjs) => value.format(DAY_FORMAT);

/** The days a preset covers, counted from `today` (both ends included). */
export function presetRange(
  preset: DateRangePreset,
  today: Dayjs = dayjs(),
): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: day(today), to: day(today) };
    case 'yesterday': {
      const yesterday = today.subtract(1, 'day');
      return { from: day(yesterday), to: day(yesterday) };
    }
    case 'last7':
      return { from: day(today.subtract(6, 'day')), to: day(today) };
    case 'last30':
      return { from: day(today.subtract(29, 'day')), to: day(today) };
    case 'thisMonth':
      return { from: day(today.startOf('month')), to: day(today.endOf('month')) };
    case 'lastMonth': {
      const previous = today.subtract(1, 'month');
      return { from: day(previous.startOf('month')), to: day(previous.endOf('month')) };
    }
  }
}

/** Which preset, if any, a range is exactly. */
export function matchPreset(
  value: DateRangeValue,
  presets: DateRangePreset[],
  today: Dayjs = dayjs(),
): DateRangePreset | undefined {
  return presets.find((preset) => {
    const range = presetRange(preset, today);
    return range.from === value.from && range.to === value.to;
  });
}
