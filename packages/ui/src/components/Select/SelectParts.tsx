import { useState, type HTMLAttributes } from 'react';
import { CheckIcon, CloseIcon } from '../../icons';
import { useFormFieldControl } from '../FormField/FormFieldContext';
import { Empty, IconButton, Menu, Option, Popup } from './Select.styles';
import type { SelectCommonProps, SelectOption, SelectValue } from './Select.types';

/** Value held by the parent when it passes one, else by the Select itself. */
export function useControllable<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
) {
  const [own, setOwn] = useState<T>(defaultValue);
  const current = value === undefined ? own : value;
  const set = (next: T) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [current, set] as const;
}

/**
 * How the Select names and describes itself: inside a FormField, by the field's label and ids;
 * outside, by its aria-label.
 */
export function useSelectWiring<V extends SelectValue>(props: SelectCommonProps<V>) {
  const field = useFormFieldControl();
  const ariaLabel = props['aria-label'] ?? (field ? undefined : (props.placeholder ?? 'Select'));
  const invalid = Boolean(props.invalid ?? field?.invalid);
  const describedBy =
    [field?.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    id: props.id ?? field?.id,
    name: props.name ?? field?.name,
    labelId: field?.labelId,
    ariaLabel,
    invalid,
    a11y: {
      'aria-describedby': describedBy,
      'aria-invalid': invalid || undefined,
      'aria-required': field?.required || undefined,
    },
  };
}

export function optionLabel<V extends SelectValue>(option: SelectOption<V> | null): string {
  return option ? option.label : '';
}

export function optionKey<V extends SelectValue>(option: SelectOption<V> | null): V | null {
  return option ? option.value : null;
}

export function matches<V extends SelectValue>(option: SelectOption<V>, query: string): boolean {
  return option.label.toLowerCase().includes(query.trim().toLowerCase());
}

/** Native form submission sees the chosen values, not the labels the user reads. */
export function HiddenValues<V extends SelectValue>({
  name,
  values,
}: {
  name?: string;
  values: V[];
}) {
  if (!name) return null;
  return (
    <>
      {values.map((value) => (
        <input key={String(value)} type="hidden" name={name} value={String(value)} />
      ))}
    </>
  );
}

export interface OptionsPopupProps<V extends SelectValue> {
  /** Whether the listbox is open (it stays mounted for downshift's ref either way). */
  isOpen: boolean;
  /** The options to list (already filtered by the caller). */
  items: SelectOption<V>[];
  /** Index of the option the keyboard is on. */
  highlightedIndex: number;
  /** downshift's menu props getter. */
  getMenuProps: (options: { 'aria-label'?: string }) => HTMLAttributes<HTMLUListElement>;
  /** downshift's item props getter. */
  getItemProps: (options: {
    item: SelectOption<V>;
    index: number;
  }) => HTMLAttributes<HTMLLIElement>;
  /** Names the listbox outside a FormField. */
  ariaLabel?: string;
  /** The chosen option, marked with a check (single selects only). */
  selectedItem?: SelectOption<V> | null;
  /** Shown in place of an empty list. */
  emptyText: string;
}

/** The listbox all three Select variants open: options, the chosen one checked, or a status line. */
export function OptionsPopup<V extends SelectValue>({
  isOpen,
  items,
  highlightedIndex,
  getMenuProps,
  getItemProps,
  ariaLabel,
  selectedItem = null,
  emptyText,
}: OptionsPopupProps<V>) {
  return (
    <Popup $open={isOpen}>
      <Menu {...getMenuProps({ 'aria-label': ariaLabel })}>
        {isOpen &&
          items.map((item, index) => (
            <Option
              key={String(item.value)}
              $highlighted={highlightedIndex === index}
              $selected={selectedItem === item}
              $disabled={Boolean(item.disabled)}
              {...getItemProps({ item, index })}
            >
              <span>{item.label}</span>
              {selectedItem === item && <CheckIcon />}
            </Option>
          ))}
      </Menu>
      {isOpen && items.length === 0 && <Empty role="status">{emptyText}</Empty>}
    </Popup>
  );
}

/** The × that empties a Select; the caller puts focus back where typing continues. */
export function ClearButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <IconButton type="button" aria-label={label} title={label} onClick={onClear}>
      <CloseIcon />
    </IconButton>
  );
}
