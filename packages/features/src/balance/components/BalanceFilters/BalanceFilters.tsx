import { BALANCE_ACTIONS, type BalanceAction } from '@podoffice/domain';
import type { ReactNode } from 'react';
import { DateRangePicker, FilterBar, FormField, Select, type SelectOption } from '@podoffice/ui';
import { SellerFilter } from '../../../shared/list/SellerFilter';

/** The filters of the balance list; null means no restriction. */
export interface BalanceFilterValues {
  /** First day shown, 'YYYY-MM-DD'. */
  from: string | null;
  /** Last day shown, 'YYYY-MM-DD'. */
  to: string | null;
  action: BalanceAction | null;
  sellerId: string | null;
  siteId: string | null;
}

export const NO_BALANCE_FILTERS: BalanceFilterValues = {
  from: null,
  to: null,
  action: null,
  sellerId: null,
  siteId: null,
};

export interface BalanceFiltersProps {
  /** The filters in force. */
  value: BalanceFilterValues;
  /** Called with every filter after one of them changed. */
  onChange: (value: BalanceFilterValues) => void;
  /** Shows the seller filter (staff only: canFilterBalanceBySeller). */
  showSellerFilter?: boolean;
  /** Shows the site filter (never for sellers: canFilterBalanceBySite). */
  showSiteFilter?: boolean;
  /** The sellers to choose from. */
  sellers?: SelectOption[];
  /** The sites to choose from. */
  sites?: SelectOption[];
  /** True while the sellers load. */
  sellersLoading?: boolean;
  /** True while the sites load. */
  sitesLoading?: boolean;
  /** The day date presets count from ('YYYY-MM-DD'); today by default. */
  today?: string;
  /** Buttons at the end of the bar, such as Make a Deposit. */
  actions?: ReactNode;
}

const ALL = 'All';
const actionOptions: SelectOption[] = [ALL, ...BALANCE_ACTIONS].map((a) => ({
  value: a,
  label: a,
}));

/** Date range, action (All, Deposit, Fulfilled), and for staff the seller and site filters. */
export function BalanceFilters({
  value,
  onChange,
  showSellerFilter = false,
  showSiteFilter = false,
  sellers = [],
  sites = [],
  sellersLoading = false,
  sitesLoading = false,
  today,
  actions,
}: BalanceFiltersProps) {
  const change = (patch: Partial<BalanceFilterValues>) => onChange({ ...value, ...patch });
  const isDefault = Object.values(value).every((v) => v === null);
  return (
    <FilterBar
      aria-label="Balance filters"
      onReset={() => onChange(NO_BALANCE_FILTERS)}
      resetDisabled={isDefault}
      actions={actions}
    >
      <FilterBar.Item width={250}>
        <FormField label="Date">
          <DateRangePicker
            value={{ from: value.from, to: value.to }}
            onChange={(range) => change(range)}
            today={today}
          />
        </FormField>
      </FilterBar.Item>
      <FilterBar.Item width={160}>
        <FormField label="Action">
          <Select
            options={actionOptions}
            value={value.action ?? ALL}
            onChange={(action) =>
              change({ action: action && action !== ALL ? (action as BalanceAction) : null })
            }
          />
        </FormField>
      </FilterBar.Item>
      {showSellerFilter && (
        <FilterBar.Item width={240}>
          <SellerFilter
            sellers={sellers}
            value={value.sellerId}
            // A seller's sites differ from another's, so a chosen site no longer applies.
            onChange={(sellerId) => change({ sellerId, siteId: null })}
            loading={sellersLoading}
          />
        </FilterBar.Item>
      )}
      {showSiteFilter && (
        <FilterBar.Item width={220}>
          <FormField label="Site">
            <Select
              options={sites}
              value={value.siteId}
              onChange={(siteId) => change({ siteId })}
              placeholder="All sites"
              searchable
              clearable
              clearLabel="Show all sites"
              loading={sitesLoading}
              emptyText="No sites"
            />
          </FormField>
        </FilterBar.Item>
      )}
    </FilterBar>
  );
}
