import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DayPicker, type DateRange, type Modifiers } from 'react-day-picker';
import { CalendarFrame } from './DateRangePopover.styles';
import { DAY_FORMAT, type DateRangeValue } from './presets';

export interface RangeCalendarProps {
  /** The range in force, shown selected. */
  value: DateRangeValue;
  /** The day presets and the calendar count from. */
  today: Dayjs;
  /** Called with a complete range once both ends are picked. */
  onPick: (range: { from: string; to: string }) => void;
}

// dayjs reads a bare 'YYYY-MM-DD' as local midnight, as the calendar's days are.
const toDate = (day: string) => dayjs(day).toDate();
const toDay = (date: Date) => dayjs(date).format(DAY_FORMAT);

/**
 * A day's accessible name that starts with the number it shows ('4 March 2024, Monday'), so that
 * speech input ('click 4') and axe's label-in-name rule find the visible text in it.
 */
function dayLabel(date: Date, modifiers: Modifiers): string {
  const parts = [dayjs(date).format('D MMMM YYYY, dddd')];
  if (modifiers.today) parts.push('today');
  if (modifiers.selected) parts.push('selected');
  return parts.join(', ');
}

/**
 * One month of days (react-day-picker: a keyboard grid, arrows move by day and week, Page Up and
 * Page Down by month). The first day picked starts a new range and the second ends it, whichever
 * comes first in time; the filter changes only once the range is whole.
 */
export function RangeCalendar({ value, today, onPick }: RangeCalendarProps) {
  const [start, setStart] = useState<Date | null>(null);
  const from = value.from ?? value.to;
  const to = value.to ?? value.from;
  const selected: DateRange | undefined = start
    ? { from: start, to: undefined }
    : from && to
      ? { from: toDate(from), to: toDate(to) }
      : undefined;

  const pick = (date: Date) => {
    if (!start) {
      setStart(date);
      return;
    }
    setStart(null);
    const [first, last] = date < start ? [date, start] : [start, date];
    onPick({ from: toDay(first), to: toDay(last) });
  };

  return (
    <CalendarFrame>
      <DayPicker
        mode="range"
        selected={selected}
        onDayClick={pick}
        today={today.toDate()}
        defaultMonth={from ? toDate(from) : today.toDate()}
        showOutsideDays
        labels={{ labelDayButton: dayLabel }}
        weekStartsOn={1}
        footer={
          <span aria-live="polite">
            {start ? `From ${dayjs(start).format('MMM DD, YYYY')}: pick the last day.` : ''}
          </span>
        }
      />
    </CalendarFrame>
  );
}
