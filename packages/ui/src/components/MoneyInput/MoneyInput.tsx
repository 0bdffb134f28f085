import { formatMoneyInput, parseMoneyInput } from '@podoffice/domain';
import { useState, type ChangeEvent, type FocusEvent } from 'react';
import { TextInput, type TextInputProps } from '../TextInput';

export interface MoneyInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'prefix' | 'min'
> {
  /** The dollars shown; null or undefined shows an empty field. Changing it updates the text. */
  value?: number | null;
  /** Called with the dollars on every edit, null while the field is empty. */
  onChange?: (value: number | null) => void;
  /** Allows a minus sign; money of the product type and variant forms is never negative. */
  allowNegative?: boolean;
}

const partialAmount = /^-?\d*\.?\d{0,2}$/;

const toText = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? '' : String(value);

/**
 * A dollar amount shown as POD Office shows money: '$1,234.5' with thousands separators while it is typed.
 * The separators and the sign are the component's; the user types digits and one point, at most
 * two decimals, and the parent gets a number.
 */
export function MoneyInput({
  value,
  onChange,
  allowNegative = false,
  onBlur,
  placeholder = '$0',
  ...rest
}: MoneyInputProps) {
  const [text, setText] = useState(() => toText(value));
  const [seenValue, setSeenValue] = useState(value);

  // A parent that changes `value` wins over the typed text unless the text already means it.
  if (!Object.is(value, seenValue)) {
    setSeenValue(value);
    if (parseMoneyInput(text) !== (value ?? null)) setText(toText(value));
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    // A leading zero goes once a digit follows it: typing 5 into '$0' gives '$5', not '$05'.
    const next = event.target.value.replace(/[\s$,]/g, '').replace(/^(-?)0+(?=\d)/, '$1');
    if (!partialAmount.test(next) || (!allowNegative && next.startsWith('-'))) return;
    setText(next);
    const parsed = parseMoneyInput(next);
    onChange?.(parsed === null || Number.isNaN(parsed) ? null : parsed);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const parsed = parseMoneyInput(text);
    if (parsed !== null && !Number.isNaN(parsed) && toText(parsed) !== text) {
      setText(toText(parsed));
    }
    onBlur?.(event);
  };

  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      {...rest}
      type="text"
      value={formatMoneyInput(text)}
      onChange={handleChange}
      onBlur={handleBlur}
    />
  );
}
