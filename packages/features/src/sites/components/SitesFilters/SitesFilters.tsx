import type { ReactNode } from 'react';
import { FilterBar, FormField, Select, type SelectOption } from '@podoffice/ui';
import { SellerFilter } from '../../../shared/list/SellerFilter';

/** Connected sites finished their platform's authorisation (verified); Pending ones did not. */
export type SiteConnection = 'connected' | 'pending';

/** The filters of the sites list. */
export interface SitesFilterValues {
  connection: SiteConnection;
  /** The seller whose sites show (staff only); null for every seller. */
  sellerId: string | null;
}

/** The sites filter starts on Connected. */
export const DEFAULT_SITES_FILTERS: SitesFilterValues = { connection: 'connected', sellerId: null };

export interface SitesFiltersProps {
  /** The filters in force. */
  value: SitesFilterValues;
  /** Called with every filter after one of them changed. */
  onChange: (value: SitesFilterValues) => void;
  /** Shows the seller filter (everyone but sellers). */
  showSellerFilter?: boolean;
  /** The sellers to choose from. */
  sellers?: SelectOption[];
  /** True while the sellers load. */
  sellersLoading?: boolean;
  /** Buttons at the end of the bar, such as New Site. */
  actions?: ReactNode;
}

const connectionOptions: SelectOption<SiteConnection>[] = [
  { value: 'connected', label: 'Connected' },
  { value: 'pending', label: 'Pending' },
];

/** Connected (default) or Pending, and for staff the seller whose sites show. */
export function SitesFilters({
  value,
  onChange,
  showSellerFilter = false,
  sellers = [],
  sellersLoading = false,
  actions,
}: SitesFiltersProps) {
  const isDefault =
    value.connection === DEFAULT_SITES_FILTERS.connection && value.sellerId === null;
  return (
    <FilterBar
      aria-label="Site filters"
      onReset={() => onChange(DEFAULT_SITES_FILTERS)}
      resetDisabled={isDefault}
      actions={actions}
    >
      <FilterBar.Item width={180}>
        <FormField label="Status">
          <Select<SiteConnection>
            options={connectionOptions}
            value={value.connection}
            onChange={(connection) =>
              onChange({ ...value, connection: connection ?? DEFAULT_SITES_FILTERS.connection })
            }
          />
        </FormField>
      </FilterBar.Item>
      {showSellerFilter && (
        <FilterBar.Item width={260}>
          <SellerFilter
            sellers={sellers}
            value={value.sellerId}
            onChange={(sellerId) => onChange({ ...value, sellerId })}
            loading={sellersLoading}
          />
        </FilterBar.Item>
      )}
    </FilterBar>
  );
}
