import { FilterBar, FormField, TextInput } from '@podoffice/ui';
import { useAppliedText } from '../../../shared/list/useAppliedText';

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

/** Recipient and search of the outbox, each applied with Enter or on leaving its field. */
export function OutboxFilters({ value, onChange }: OutboxFiltersProps) {
  const to = useAppliedText(value.to, (text) => onChange({ ...value, to: text }));
  const search = useAppliedText(value.search, (text) => onChange({ ...value, search: text }));
  return (
    <FilterBar
      aria-label="Outbox filters"
      onReset={() => onChange(NO_OUTBOX_FILTERS)}
      resetDisabled={!value.to && !value.search}
    >
      <FilterBar.Item width={320}>
        <FormField label="Recipient" help="The whole address; press Enter to filter">
          <TextInput type="email" autoComplete="off" {...to} />
        </FormField>
      </FilterBar.Item>
      <FilterBar.Item grow>
        <FormField label="Search" help="Recipient, subject or message; press Enter to search">
          <TextInput type="search" {...search} />
        </FormField>
      </FilterBar.Item>
    </FilterBar>
  );
}
