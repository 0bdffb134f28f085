import { useState } from 'react';
import { useFormFieldControl } from '../FormField/FormFieldContext';
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
