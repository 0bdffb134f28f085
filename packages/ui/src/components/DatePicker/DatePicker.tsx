import { useState, type FocusEventHandler, type Ref } from 'react';
import { Button } from '../Button';
import { TextInput } from '../TextInput';
import { Group, InputSlot } from './DatePicker.styles';

export interface DatePickerProps {
  /** The day as 'YYYY-MM-DD' (an ISO date-time is cut to its day), or null; leave undefined to let the picker keep its own state. */
  value?: string | null;
  /** The day first shown when `value` is left undefined. */
  defaultValue?: string | null;
  /** Called with the chosen day as 'YYYY-MM-DD', or null when it is cleared. */
  onChange?: (value: string | null) => void;
  /** Called when the date input loses focus (Formik's handleBlur marks the field touched). */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The earliest day that may be chosen ('YYYY-MM-DD'). */
  min?: string;
  /** The latest day that may be chosen ('YYYY-MM-DD'), e.g. today for a birthday. */
  max?: string;
  /** Shows a button that empties the date. */
  clearable?: boolean;
  /** Blocks the input and the clear button. */
  disabled?: boolean;
  /** Draws the error state and sets aria-invalid; inside a FormField its error does it. */
  invalid?: boolean;
  /** Accessible name when the picker is not inside a FormField. */
  'aria-label'?: string;
  /** The input's id; inside a FormField it comes from the field, so its label focuses the input. */
  id?: string;
  /** The form field name (Formik's key). */
  name?: string;
  /** Reaches the native date input. */
  ref?: Ref<HTMLInputElement>;
  /** Extra class for layout by the parent. */
  className?: string;
}

/** The day a value names, as 'YYYY-MM-DD', or null for an empty or unreadable value. */
export function toDay(value: string | null | undefined): string | null {
  if (!value) return null;
  // The calendar day as written: a time or offset after it must not move it to another day.
  const day = value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [year, month, date] = [
    Number(day.slice(0, 4)),
    Number(day.slice(5, 7)),
    Number(day.slice(8)),
  ];
  // The Date API rolls 2024-02-30 over into March; reading the day back tells such a day apart.
  // (Plain arithmetic rather than a date library: this file would otherwise carry dayjs into
  // every screen with a date field, e.g. the profile's birthday.)
  const utc = new Date(Date.UTC(2000, month - 1, date));
  utc.setUTCFullYear(year);
  return utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date ? day : null;
}

/**
 * One calendar day: the browser's own date input (its calendar, its keyboard editing, the
 * locale's order of day and month) with an optional clear button. Values travel as 'YYYY-MM-DD'
 * so forms and the API never meet a time zone.
 */
export function DatePicker({
  value,
  defaultValue,
  onChange,
  onBlur,
  min,
  max,
  clearable = false,
  disabled = false,
  invalid,
  'aria-label': ariaLabel,
  id,
  name,
  ref,
  className,
}: DatePickerProps) {
  const [own, setOwn] = useState<string | null>(toDay(defaultValue));
  const day = value === undefined ? own : toDay(value);

  const emit = (next: string | null) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  return (
    <Group className={className}>
      <InputSlot>
        <TextInput
          ref={ref}
          type="date"
          id={id}
          name={name}
          aria-label={ariaLabel}
          value={day ?? ''}
          min={min}
          max={max}
          onChange={(event) => emit(toDay(event.target.value))}
          onBlur={onBlur}
          disabled={disabled}
          invalid={invalid}
        />
      </InputSlot>
      {clearable && day && !disabled && (
        <Button variant="link" onClick={() => emit(null)}>
          Clear date
        </Button>
      )}
    </Group>
  );
}
