import {
  TRACKING_SEARCH_FIELDS,
  TRACKING_SEARCH_FIELD_LABELS,
  type TrackingSearchField,
} from '@podoffice/domain';
import {
  DateRangePicker,
  FilterBar,
  FormField,
  Select,
  TextInput,
  type SelectOption,
} from '@podoffice/ui';
import { useAppliedText } from '../../../shared/list/useAppliedText';
import {
  DEFAULT_TRACKING_FILTERS,
  type TrackingListFilters,
} from '../../screens/trackings/trackingFilter';

export interface TrackingFiltersProps {
  /** The filters in force (the tab is the page's, not the bar's). */
  value: TrackingListFilters;
  /** Called with every filter after one of them changed. */
  onChange: (value: TrackingListFilters) => void;
  /** The Administrator's site choices; no site filter without them. */
  sites?: SelectOption[];
  /** True while the sites load. */
  sitesLoading?: boolean;
  /** The day date presets count from ('YYYY-MM-DD'); today by default. */
  today?: string;
}

const ALL_SITES = '';
const FIELD_OPTIONS: SelectOption<TrackingSearchField>[] = TRACKING_SEARCH_FIELDS.map((f) => ({
  value: f,
  label: TRACKING_SEARCH_FIELD_LABELS[f],
}));

/**
 * The trackings page's filter bar: search with its field (applied with Enter or on
 * leaving the box), an Administrator's site, and the date range (both ends or neither).
 */
export function TrackingFilters({
  value,
  onChange,
  sites,
  sitesLoading = false,
  today,
}: TrackingFiltersProps) {
  const search = useAppliedText(value.search, (text) => onChange({ ...value, search: text }));
  const isDefault =
    !value.search && value.field === 'all' && !value.site && !value.from && !value.to;
  return (
    <FilterBar
      aria-label="Tracking filters"
      onReset={() => onChange({ ...DEFAULT_TRACKING_FILTERS, tab: value.tab })}
      resetDisabled={isDefault}
    >
      <FilterBar.Item width={180}>
        <FormField label="Search in">
          <Select<TrackingSearchField>
            options={FIELD_OPTIONS}
            value={value.field}
            onChange={(field) => onChange({ ...value, field: field ?? 'all' })}
          />
        </FormField>
      </FilterBar.Item>
      <FilterBar.Item grow>
        <FormField label="Search" help="A tracking code, N123456 or 123456, or the shop's order">
          <TextInput type="search" maxLength={100} {...search} />
        </FormField>
      </FilterBar.Item>
      {sites && (
        <FilterBar.Item width={220}>
          <FormField label="Site">
            <Select
              options={[{ value: ALL_SITES, label: 'All sites' }, ...sites]}
              value={value.site ?? ALL_SITES}
              onChange={(site) => onChange({ ...value, site: site || null })}
              loading={sitesLoading}
            />
          </FormField>
        </FilterBar.Item>
      )}
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
