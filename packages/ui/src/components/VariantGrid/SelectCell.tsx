import { useRef } from 'react';
import type { CellNav } from './MoneyCell';
import { useEditOnFocus } from './useEditOnFocus';

export interface SelectCellOption {
  /** The value; '' is the "none" choice. */
  value: string;
  label: string;
}

export interface SelectCellProps {
  /** The chosen value ('' for none). */
  value: string;
  options: readonly SelectCellOption[];
  /** Accessible name, e.g. 'Default partner of Black / S'. */
  label: string;
  readOnly: boolean;
  nav: CellNav;
  onChange: (value: string) => void;
}

/**
 * A choice cell of the variant grid (the Default partner): the chosen option's name as text, and a
 * native select only while the cell has the focus, as MoneyCell does for amounts. A select with
 * its options was about a fifth of a row's mount (issue 11: the rows in view are the grid's mount).
 *
 * Both forms are a combobox of the same name. Focusing the text (Tab, the arrow keys, a click)
 * puts the select in its place with the focus; a click also opens its list (showPicker), so one
 * click picks as with a plain select. Leaving it shows the text again. Read-only never edits.
 */
export function SelectCell({ value, options, label, readOnly, nav, onChange }: SelectCellProps) {
  // Set by a pointer press on the text: the focus that follows comes from a click.
  const byPointer = useRef(false);
  const chosen = options.find((o) => o.value === value)?.label ?? options[0]?.label ?? '';
  const { editing, control, start, stop } = useEditOnFocus<HTMLSelectElement>((select) => {
    if (byPointer.current && typeof select.showPicker === 'function') {
      // The click's user activation lets the list open; where it may not, the select has the
      // focus and opens on the next click or Alt+ArrowDown.
      try {
        select.showPicker();
      } catch {
        // NotAllowedError / NotSupportedError: a focused select is still usable.
      }
    }
    byPointer.current = false;
  });

  if (editing && !readOnly) {
    return (
      <select
        ref={control}
        className="vg-field"
        {...nav}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={stop}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <span
      className="vg-field vg-select-text"
      role="combobox"
      {...nav}
      aria-label={label}
      aria-expanded={false}
      aria-haspopup="listbox"
      aria-disabled={readOnly || undefined}
      onPointerDown={() => {
        byPointer.current = true;
      }}
      onFocus={readOnly ? undefined : start}
    >
      {chosen}
    </span>
  );
}
