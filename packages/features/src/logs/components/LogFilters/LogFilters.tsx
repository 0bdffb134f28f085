import {
  DateRangePicker,
  FilterBar,
  FormField,
  Select,
  TextInput,
  type SelectOption,
} from '@podoffice/ui';
import { useAppliedText } from '../../../shared/list/useAppliedText';

/** The filters of a log; null or '' means no restriction. */
export interface LogFilterValues {
  /** Text searched in the type, the data or message (and the user of an activity). */
  search: string;
  /** One log type, or null for all. */
  type: string | null;
  /** First day shown, 'YYYY-MM-DD'. */
  from: string | null;
  /** Last day shown, 'YYYY-MM-DD'. */
  to: string | null;
}

export const NO_LOG_FILTERS: LogFilterValues = { search: '', type: null, from: null, to: null };

export interface LogFiltersProps {
  /** The filters in force. */
  value: LogFilterValues;
  /** Called with every filter after one of them changed. */
  onChange: (value: LogFilterValues) => void;
  /** The types the log holds, for the type filter. */
  types: string[];
  /** True while the types load. */
  typesLoading?: boolean;
  /** What the search looks in, shown under the field. */
  searchHelp: string;
  /** Names the filter landmark, e.g. 'Activity log filters'. */
  'aria-label': string;
  /** The day date presets count from ('YYYY-MM-DD'); today by default. */
  today?: string;
}

const ALL = '';

/** Search (applied with Enter or on leaving the field), type and date range of a log. */
export function LogFilters({
  value,
  onChange,
  types,
  typesLoading = false,
  searchHelp,
  'aria-label': ariaLabel,
  today,
}: LogFiltersProps) {
  const search = useAppliedText(value.search, (text) => onChange({ ...value, search: text }));
  const typeOptions: SelectOption[] = [
    { value: ALL, label: 'All types' },
    // A type from the address the log no longer holds stays choosable, so the filter shows it.
    ...[...new Set([...types, ...(value.type ? [value.type] : [])])].map((type) => ({
      value: type,
      label: type,
    })),
  ];
  const isDefault = !value.search && !value.type && !value.from && !value.to;
  return (
    <FilterBar
      aria-label={ariaLabel}
      onReset={() => onChange(NO_LOG_FILTERS)}
      resetDisabled={isDefault}
    >
      <FilterBar.Item grow>
        <FormField label="Search" help={searchHelp}>
          <TextInput type="search" {...search} />
        </FormField>
      </FilterBar.Item>
      <FilterBar.Item width={220}>
        <FormField label="Type">
          <Select
            options={typeOptions}
            value={value.type ?? ALL}
            onChange={(type) => onChange({ ...value, type: type || null })}
            loading={typesLoading}
          />
        </FormField>
      </FilterBar.Item>
      <FilterBar.Item width={250}>
        <FormField label="Date">
          <DateRangePicker
            value={{ from: value.from, to: value.to }}
            onChange={(range) => onChange({ ...value, ...range })}
            today={today}
          />
        </FormField>
      </FilterBar.Item>
    </FilterBar>
  );
}
