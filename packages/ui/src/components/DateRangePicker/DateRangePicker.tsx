import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { Button } from '../Button';
import { FormFieldContext, useFieldWiring } from '../FormField/FormFieldContext';
import { Select, type SelectOption } from '../Select';
import { TextInput } from '../TextInput';
import { DateSlot, Dash, Group, PresetSlot } from './DateRangePicker.styles';
import {
  ALL_PRESETS,
  matchPreset,
  PRESET_LABELS,
  presetRange,
  type DateRangePreset,
  type DateRangeValue,
} from './presets';

export interface DateRangePickerProps {
  /** The range, 'YYYY-MM-DD' days or null ends; leave undefined to let the picker keep its own state. */
  value?: DateRangeValue | null;
  /** The range first shown when `value` is left undefined. */
  defaultValue?: DateRangeValue | null;
  /** Called with the new range; a cleared range is { from: null, to: null }. */
  onChange?: (value: DateRangeValue) => void;
  /** Which presets the menu offers, in order; a custom range is always possible. */
  presets?: DateRangePreset[];
  /** The day presets count from ('YYYY-MM-DD'); today by default. Fix it for stable stories and tests. */
  today?: string;
  /** Shows a button that empties both dates. */
  clearable?: boolean;
  /** Blocks every control. */
  disabled?: boolean;
  /** Draws the error state and sets aria-invalid. */
  invalid?: boolean;
  /** Accessible name of the group when it is not inside a FormField. */
  'aria-label'?: string;
  /** Accessible name of the start date input. */
  fromLabel?: string;
  /** Accessible name of the end date input. */
  toLabel?: string;
  /** The start input's id; inside a FormField it comes from the field, so its label focuses the start. */
  id?: string;
  /** Extra class for layout by the parent. */
  className?: string;
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
  clearable = true,
  disabled = false,
  invalid,
  'aria-label': ariaLabel,
  fromLabel = 'From',
  toLabel = 'To',
  id,
  className,
}: DateRangePickerProps) {
  const wiring = useFieldWiring({ id, invalid });
  const [own, setOwn] = useState<DateRangeValue>(defaultValue ?? empty);
  const range = value === undefined ? own : (value ?? empty);
  const [customChosen, setCustomChosen] = useState(false);
  const fromRef = useRef<HTMLInputElement | null>(null);
  const reference = useMemo(() => (today ? dayjs(today) : dayjs()), [today]);

  const emit = (next: DateRangeValue) => {
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

  // A start after the end (or the reverse) moves the other end along, so the range stays valid.
  const setFrom = (from: string) => {
    const next = from || null;
    emit({ from: next, to: next && range.to && range.to < next ? next : range.to });
  };
  const setTo = (to: string) => {
    const next = to || null;
    emit({ from: next && range.from && range.from > next ? next : range.from, to: next });
  };

  const field = wiring.field;
  const inputA11y = {
    'aria-describedby': wiring['aria-describedby'],
    'aria-invalid': wiring['aria-invalid'],
  };

  return (
    <Group
      className={className}
      role="group"
      aria-labelledby={field && !ariaLabel ? field.labelId : undefined}
      aria-label={ariaLabel ?? (field ? undefined : 'Date range')}
    >
      {/* The inner controls name themselves; the enclosing field's wiring is for the group. */}
      <FormFieldContext.Provider value={null}>
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
        <DateSlot>
          <TextInput
            ref={fromRef}
            type="date"
            id={wiring.id}
            aria-label={fromLabel}
            value={range.from ?? ''}
            max={range.to ?? undefined}
            onChange={(event) => setFrom(event.target.value)}
            disabled={disabled}
            invalid={wiring.invalid}
            {...inputA11y}
          />
        </DateSlot>
        <Dash aria-hidden="true">–</Dash>
        <DateSlot>
          <TextInput
            type="date"
            aria-label={toLabel}
            value={range.to ?? ''}
            min={range.from ?? undefined}
            onChange={(event) => setTo(event.target.value)}
            disabled={disabled}
            invalid={wiring.invalid}
            {...inputA11y}
          />
        </DateSlot>
        {clearable && hasDates && !disabled && (
          <Button
            variant="link"
            onClick={() => {
              setCustomChosen(false);
              emit(empty);
            }}
          >
            Clear dates
          </Button>
        )}
      </FormFieldContext.Provider>
    </Group>
  );
}
