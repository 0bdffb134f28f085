import { useState, type KeyboardEvent } from 'react';
import { DateRangePicker, FilterBar, FormField, TextInput } from '@podoffice/ui';

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
  const [search, setSearch] = useState(value.search);
  const [shown, setShown] = useState(value.search);
  // The address may change the search (a reset, back and forward): the field follows it.
  if (value.search !== shown) {
    setShown(value.search);
    setSearch(value.search);
  }
  const applySearch = () => {
    const next = search.trim();
    if (next !== value.search) onChange({ ...value, search: next });
  };
  const isDefault = !value.from && !value.to && !value.search;
  return (
    <FilterBar
      ariaLabel="Export file filters"
      onReset={() => onChange(NO_EXPORT_FILE_FILTERS)}
      resetDisabled={isDefault}
    >
      <FilterBar.Item width={340}>
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
          <TextInput
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              if (event.key === 'Enter') applySearch();
            }}
            onBlur={applySearch}
          />
        </FormField>
      </FilterBar.Item>
    </FilterBar>
  );
}
