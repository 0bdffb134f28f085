import { useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { TextInput, type TextInputProps } from '../TextInput';

export interface NumberInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step'
> {
  /** The number shown; undefined (or null) shows an empty field. Changing it updates the text. */
  value?: number | null;
  /** The number shown first when the parent does not drive `value`. */
  defaultValue?: number;
  /** Called with the parsed number on every edit, undefined while the field is empty or just '-'. */
  onChange?: (value: number | undefined) => void;
  /** Lowest value the arrow keys reach; also announced to screen readers. */
  min?: number;
  /** Highest value the arrow keys reach; also announced to screen readers. */
  max?: number;
  /** How much ArrowUp and ArrowDown add or take away. */
  step?: number;
}

const partialNumber = /^-?\d*\.?\d*$/;

function parse(text: string): number | undefined {
  if (text === '' || text === '-' || text === '.' || text === '-.') return undefined;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : undefined;
}

function toText(value: number | null | undefined): string {
  return value === undefined || value === null || !Number.isFinite(value) ? '' : String(value);
}

function decimals(value: number): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * A number typed as text, so decimals and a prefix such as '$' work everywhere; it keeps the
 * half-typed text ('12.') while reporting the number, and steps with the arrow keys.
 */
export function NumberInput({
  value,
  defaultValue,
  onChange,
  min,
  max,
  step = 1,
  onKeyDown,
  onBlur,
  ...rest
}: NumberInputProps) {
  const [text, setText] = useState(() => toText(value ?? defaultValue));
  const [seenValue, setSeenValue] = useState(value);

  // A parent that changes `value` (a reset, a default filled in) wins over the typed text,
  // unless the text already means that number ('1.' for 1).
  if (!Object.is(value, seenValue)) {
    setSeenValue(value);
    if (parse(text) !== (value ?? undefined)) setText(toText(value));
  }

  const allowNegative = min === undefined || min < 0;

  const commit = (next: string) => {
    setText(next);
    onChange?.(parse(next));
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value.replace(/[,\s]/g, '');
    if (!partialNumber.test(next) || (!allowNegative && next.startsWith('-'))) return;
    commit(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const current = parse(text) ?? min ?? 0;
    const raw = event.key === 'ArrowUp' ? current + step : current - step;
    const precision = Math.max(decimals(step), decimals(current));
    let next = Number(raw.toFixed(precision));
    if (min !== undefined) next = Math.max(min, next);
    if (max !== undefined) next = Math.min(max, next);
    commit(String(next));
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const parsed = parse(text);
    if (parsed !== undefined && toText(parsed) !== text) setText(toText(parsed));
    onBlur?.(event);
  };

  const parsed = parse(text);
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      role="spinbutton"
      aria-valuenow={parsed}
      aria-valuemin={min}
      aria-valuemax={max}
      {...rest}
      type="text"
      value={text}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    />
  );
}
