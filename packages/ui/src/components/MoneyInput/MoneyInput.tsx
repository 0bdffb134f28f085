import { formatMoneyAtRest, formatMoneyInput, parseMoneyInput } from '@podoffice/domain';
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

/** Typed text without the component's own signs, a leading zero gone once a digit follows it. */
const typed = (text: string) => text.replace(/[\s$,]/g, '').replace(/^(-?)0+(?=\d)/, '$1');

/**
 * A dollar amount shown as POD Office shows money: '$1,234.50' at rest, and as typed ('$1,234.5',
 * thousands separators) from the first keystroke until the field is left. The separators and the
 * sign are the component's; the user types digits and one point, at most two decimals, and the
 * parent gets a number.
 *
 * Focus alone changes nothing shown: re-rendering another text on focus dropped the selection a
 * Tab or select-all had made, so what was typed next was added to the old amount. A keystroke at
 * the end of the at-rest text that would make a third decimal ('$0.00' then 1) goes onto the
 * amount as typed ('$1'), as it did before the two decimals were shown.
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
  // True from the first keystroke taken until the field is left: the text is then shown as typed.
  const [typing, setTyping] = useState(false);

  // A parent that changes `value` wins over the typed text unless the text already means it.
  if (!Object.is(value, seenValue)) {
    setSeenValue(value);
    if (parseMoneyInput(text) !== (value ?? null)) setText(toText(value));
  }

  const shown = typing ? formatMoneyInput(text) : formatMoneyAtRest(text);
  const allowed = (next: string) =>
    partialAmount.test(next) && (allowNegative || !next.startsWith('-'));

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    let next = typed(event.target.value);
    if (!allowed(next) && !typing) {
      // Keys typed after the at-rest text go onto the amount as typed: '0.00' + '1' is '01', so 1.
      const atRest = typed(shown);
      if (next.startsWith(atRest)) next = typed(text + next.slice(atRest.length));
    }
    if (!allowed(next)) return;
    setTyping(true);
    setText(next);
    const parsed = parseMoneyInput(next);
    onChange?.(parsed === null || Number.isNaN(parsed) ? null : parsed);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setTyping(false);
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
      value={shown}
      onChange={handleChange}
      onBlur={handleBlur}
    />
  );
}
