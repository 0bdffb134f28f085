import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { Select, type SelectOption } from '../Select';
import { DateRangeInput, type DateRangeInputProps } from './DateRangeInput';
import { PresetSlot } from './DateRangePicker.styles';
import {
  ALL_PRESETS,
  matchPreset,
  PRESET_LABELS,
  presetRange,
  type DateRangePreset,
  type DateRangeValue,
} from './presets';

export interface DateRangePickerProps extends Omit<DateRangeInputProps, 'leading' | 'ref'> {
  /** Which presets the menu offers, in order; a custom range is always possible. */
  presets?: DateRangePreset[];
  /** The day presets count from ('YYYY-MM-DD'); today by default. Fix it for stable stories and tests. */
  today?: string;
}

const CUSTOM = 'custom';
const empty: DateRangeValue = { from: null, to: null };

/**
 * A date range filter: a menu of presets (Today, Yesterday, Last 7 days, Last 30 days, This month,
 * Last month) and two native date inputs for a custom range, with a clear button.
 */
export function DateRangePicker({
  value,
  defaultValue,
  onChange,
  presets = ALL_PRESETS,
  today,
  disabled = false,
  ...rest
}: DateRangePickerProps) {
  const [own, setOwn] = useState<DateRangeValue>(defaultValue ?? empty);
  const range = value === undefined ? own : (value ?? empty);
  const [customChosen, setCustomChosen] = useState(false);
  const fromRef = useRef<HTMLInputElement | null>(null);
  const reference = useMemo(() => (today ? dayjs(today) : dayjs()), [today]);

  const emit = (next: DateRangeValue) => {
    // Clearing both dates leaves 'Custom range' too: the menu shows 'Any time' again.
    if (!next.from && !next.to) setCustomChosen(false);
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const matched = matchPreset(range, presets, reference);
  const hasDates = Boolean(range.from || range.to);
  const presetValue = matched && !customChosen ? matched : hasDates || customChosen ? CUSTOM : null;
  const options: SelectOption[] = [
    ...presets.map((preset) => ({ value: preset, label: PRESET_LABELS[preset] })),
    { value: CUSTOM, label: 'Custom range' },
  ];

  const choosePreset = (choice: string | null) => {
    if (choice === CUSTOM) {
      setCustomChosen(true);
      fromRef.current?.focus();
      return;
    }
    setCustomChosen(false);
    if (choice) emit(presetRange(choice as DateRangePreset, reference));
  };

  return (
    <DateRangeInput
      {...rest}
      ref={fromRef}
      value={range}
      onChange={emit}
      disabled={disabled}
      leading={
        <PresetSlot>
          <Select
            aria-label="Date range preset"
            options={options}
            value={presetValue}
            onChange={choosePreset}
            placeholder="Any time"
            disabled={disabled}
          />
        </PresetSlot>
      }
    />
  );
}
