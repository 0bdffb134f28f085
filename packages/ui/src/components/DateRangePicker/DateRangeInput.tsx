import { useState, type ReactNode, type Ref } from 'react';
import { Button } from '../Button';
import { FormFieldContext, useFieldWiring } from '../FormField/FormFieldContext';
import { TextInput } from '../TextInput';
import { DateSlot, Dash, Group } from './DateRangeInput.styles';
import type { DateRangeValue } from './presets';

export interface DateRangeInputProps {
  /** The range, 'YYYY-MM-DD' days or null ends; leave undefined to let the input keep its own state. */
  value?: DateRangeValue | null;
  /** The range first shown when `value` is left undefined. */
  defaultValue?: DateRangeValue | null;
  /** Called with the new range; a cleared range is { from: null, to: null }. */
  onChange?: (value: DateRangeValue) => void;
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
  /** Shown before the dates inside the group (the picker's preset menu). */
  leading?: ReactNode;
  /** The start input, so a parent can move focus to it. */
  ref?: Ref<HTMLInputElement>;
}

const empty: DateRangeValue = { from: null, to: null };

/**
 * Two native date inputs for a start and an end day, with a clear button: the range of a form
 * (a discount's timeline). The start never passes the end: moving one moves the other along.
 * DateRangePicker adds a menu of presets for filters; this one loads no menu code at all.
 */
export function DateRangeInput({
  value,
  defaultValue,
  onChange,
  clearable = true,
  disabled = false,
  invalid,
  'aria-label': ariaLabel,
  fromLabel = 'From',
  toLabel = 'To',
  id,
  className,
  leading,
  ref,
}: DateRangeInputProps) {
  const wiring = useFieldWiring({ id, invalid });
  const [own, setOwn] = useState<DateRangeValue>(defaultValue ?? empty);
  const range = value === undefined ? own : (value ?? empty);
  const hasDates = Boolean(range.from || range.to);

  const emit = (next: DateRangeValue) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
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
        {leading}
        <DateSlot>
          <TextInput
            ref={ref}
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
          <Button variant="link" onClick={() => emit(empty)}>
            Clear dates
          </Button>
        )}
      </FormFieldContext.Provider>
    </Group>
  );
}
