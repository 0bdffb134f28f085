import { formatMoneyAtRest, formatMoneyInput, type MoneyInput } from '@podoffice/domain';
import { useEditOnFocus } from './useEditOnFocus';

/** The roving-focus tags of a grid cell (VariantGrid's `nav`); its row carries the row index. */
export interface CellNav {
  'data-col': number;
  tabIndex: number;
}

export interface MoneyCellProps {
  /** The amount, or the text typed so far (shown with $ and thousands separators). */
  value: MoneyInput | null | undefined;
  /** Accessible name, e.g. 'Regular price of Black / S'. */
  label: string;
  /** Shown when empty: '$0', or a carrier cost's fallback price. */
  placeholder: string;
  readOnly: boolean;
  nav: CellNav;
  describedBy?: string;
  invalid?: boolean;
  onChange: (text: string) => void;
}

/**
 * A $ cell of the variant grid: the amount as text, and an input only while the cell has the
 * focus, as spreadsheets do. A row has ten of these, and ten live inputs (each with its own inner
 * editor to lay out and its value tracking in React) were the larger part of mounting a row: the
 * 2,000-variant grid's mount budget (issue 11) is spent on the rows in view.
 *
 * Both forms are a textbox of the same name: focusing the text (a click, Tab, the arrow keys)
 * puts an input in its place with the focus and the caret at the end; leaving it shows the text
 * again. A read-only cell never becomes an input.
 */
export function MoneyCell({
  value,
  label,
  placeholder,
  readOnly,
  nav,
  describedBy,
  invalid,
  onChange,
}: MoneyCellProps) {
  // The input takes over the focus the text had, caret after the amount (typing adds to it).
  const { editing, control, start, stop } = useEditOnFocus<HTMLInputElement>((input) =>
    input.setSelectionRange(input.value.length, input.value.length),
  );

  if (editing && !readOnly) {
    const text = formatMoneyInput(value);
    return (
      <input
        ref={control}
        className="vg-field vg-money"
        {...nav}
        inputMode="decimal"
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        value={text}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onBlur={stop}
      />
    );
  }
  const text = formatMoneyAtRest(value);
  return (
    <span
      className="vg-field vg-money vg-money-text"
      role="textbox"
      {...nav}
      aria-label={label}
      aria-readonly={readOnly || undefined}
      aria-placeholder={text ? undefined : placeholder}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onFocus={readOnly ? undefined : start}
    >
      {/* Empty, the hint in the muted colour of [aria-placeholder] (styles). */}
      {text || placeholder}
    </span>
  );
}
