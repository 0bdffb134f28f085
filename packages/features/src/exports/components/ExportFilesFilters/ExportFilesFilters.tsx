import { DateRangePicker, FilterBar, FormField, TextInput } from '@podoffice/ui';
import { useAppliedText } from '../../../shared/list/useAppliedText';

/** The filters of the export files list; null or '' means no restriction. */
export interface ExportFileFilterValues {
  /** First day shown, 'YYYY-MM-DD'. */
  from: string | null;
  /** Last day shown, 'YYYY-MM-DD'. */
  to: string | null;
  /** Part of a file name or an order id. */
  search: string;
}

export const NO_EXPORT_FILE_FILTERS: ExportFileFilterValues = { from: null, to: null, search: '' };

export interface ExportFilesFiltersProps {
  /** The filters in force. */
  value: ExportFileFilterValues;
  /** Called with every filter after one of them changed. */
  onChange: (value: ExportFileFilterValues) => void;
  /** The day date presets count from ('YYYY-MM-DD'); today by default. */
  today?: string;
}

/** Date range and search (applied with Enter or on leaving the field) of the export files. */
export function ExportFilesFilters({ value, onChange, today }: ExportFilesFiltersProps) {
  const search = useAppliedText(value.search, (text) => onChange({ ...value, search: text }));
  const isDefault = !value.from && !value.to && !value.search;
  return (
    <FilterBar
      aria-label="Export file filters"
      onReset={() => onChange(NO_EXPORT_FILE_FILTERS)}
      resetDisabled={isDefault}
    >
      <FilterBar.Item width={250}>
        <FormField label="Date">
          <DateRangePicker
            value={{ from: value.from, to: value.to }}
            onChange={(range) => onChange({ ...value, ...range })}
            today={today}
          />
        </FormField>
      </FilterBar.Item>
      <FilterBar.Item grow>
        <FormField label="Search" help="File name or order number; press Enter to search">
          <TextInput type="search" {...search} />
        </FormField>
      </FilterBar.Item>
    </FilterBar>
  );
}
