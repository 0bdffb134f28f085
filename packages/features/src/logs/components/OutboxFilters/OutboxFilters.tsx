import { useState, type KeyboardEvent } from 'react';
import { FilterBar, FormField, TextInput } from '@podoffice/ui';

/** The filters of the outbox; '' means no restriction. */
export interface OutboxFilterValues {
  /** One recipient's whole address. */
  to: string;
  /** Text searched in the recipient, the subject and the message. */
  search: string;
}

export const NO_OUTBOX_FILTERS: OutboxFilterValues = { to: '', search: '' };

export interface OutboxFiltersProps {
  /** The filters in force. */
  value: OutboxFilterValues;
  /** Called with every filter after one of them changed. */
  onChange: (value: OutboxFilterValues) => void;
}

type Field = keyof OutboxFilterValues;

/** Recipient and search of the outbox, each applied with Enter or on leaving its field. */
export function OutboxFilters({ value, onChange }: OutboxFiltersProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The address may change the filters (a reset, back and forward): the fields follow it.
  if (value.to !== shown.to || value.search !== shown.search) {
    setShown(value);
    setDraft(value);
  }
  const apply = (field: Field) => {
    const next = draft[field].trim();
    if (next !== value[field]) onChange({ ...value, [field]: next });
  };
  const field = (name: Field) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [name]: event.target.value })),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') apply(name);
    },
    onBlur: () => apply(name),
  });
  return (
    <FilterBar
      ariaLabel="Outbox filters"
      onReset={() => onChange(NO_OUTBOX_FILTERS)}
      resetDisabled={!value.to && !value.search}
    >
      <FilterBar.Item width={320}>
        <FormField label="Recipient" help="The whole address; press Enter to filter">
          <TextInput type="email" autoComplete="off" {...field('to')} />
        </FormField>
      </FilterBar.Item>
      <FilterBar.Item grow>
        <FormField label="Search" help="Recipient, subject or message; press Enter to search">
          <TextInput type="search" {...field('search')} />
        </FormField>
      </FilterBar.Item>
    </FilterBar>
  );
}
