import { useState } from 'react';
import {
  ORDER_SEARCH_FIELD_LABELS,
  orderSearchFields,
  type OrderSearchField,
  type OrderView,
} from '@podoffice/domain';
import {
  Popover,
  DateRangePicker,
  FilterBar,
  FormField,
  Select,
  TextInput,
  type SelectOption,
} from '@podoffice/ui';
import { useAppliedText } from '../../../shared/list/useAppliedText';
import {
  DEFAULT_ORDER_FILTERS,
  ORDER_SEARCH_MAX_LENGTH,
  orderRange,
  withOrderRange,
  type OrderListFilters,
} from '../../screens/orderFilter';
import { MoreFilters } from './OrderFilters.styles';

export interface OrderFiltersProps {
  /** Which /orders view: its search fields, and the staff's extra filters (internal). */
  view: OrderView;
  /** The filters in force (the tab is kept as it is). */
  value: OrderListFilters;
  /** Called with every filter after one changed; Reset gives the defaults (last 7 days). */
  onChange: (value: OrderListFilters) => void;
  productTypes?: SelectOption[];
  suppliers?: SelectOption[];
  sellers?: SelectOption[];
  sites?: SelectOption[];
  /** False drops More filters' Site: the screen has its own site selector (Api/CSV Orders). */
  siteFilter?: boolean;
  /** True while the choices load. */
  choicesLoading?: boolean;
  /** 'YYYY-MM-DD': today for the presets (a fixed day in stories and tests). */
  today?: string;
}

const isDefault = (value: OrderListFilters) =>
  value.from === null &&
  value.to === null &&
  value.range === 'default' &&
  value.productType === null &&
  value.field === 'all' &&
  value.search === '' &&
  value.supplier === null &&
  value.seller === null &&
  value.site === null;

/**
 * The order filter bar: date range with presets (the last 7 days by default), product
 * type, the view's search field and box (applied on Enter or leaving it) and Reset; Administrator
 * and Supporter also open More filters with product type, supplier, seller and site.
 */
export function OrderFilters({
  view,
  value,
  onChange,
  productTypes = [],
  suppliers = [],
  sellers = [],
  sites = [],
  siteFilter = true,
  choicesLoading = false,
  today,
}: OrderFiltersProps) {
  const search = useAppliedText(value.search, (text) => onChange({ ...value, search: text }));
  const staff = view === 'internal';
  const [moreOpen, setMoreOpen] = useState(false);
  const fieldOptions: SelectOption<OrderSearchField>[] = orderSearchFields(view).map((field) => ({
    value: field,
    label: ORDER_SEARCH_FIELD_LABELS[field],
  }));
  const range = orderRange(value, undefined);
  const field = (
    label: string,
    key: 'productType' | 'supplier' | 'seller' | 'site',
    options: SelectOption[],
    all: string,
  ) => (
    <FormField label={label}>
      <Select
        options={options}
        value={value[key]}
        onChange={(id) => onChange({ ...value, [key]: id })}
        placeholder={all}
        searchable
        clearable
        clearLabel={`Show ${all.toLowerCase()}`}
        loading={choicesLoading}
        emptyText="Nothing to choose"
      />
    </FormField>
  );

  return (
    <>
      <FilterBar
        aria-label="Order filters"
        resetLabel="Reset"
        onReset={() => {
          setMoreOpen(false);
          onChange({ ...DEFAULT_ORDER_FILTERS, tab: value.tab });
        }}
        resetDisabled={isDefault(value)}
        actions={
          staff && (
            // §2: Administrator and Supporter get a popover of supplier, seller and site filters;
            // its count says how many are in force while it is closed.
            <Popover
              label="More filters"
              open={moreOpen}
              onOpenChange={setMoreOpen}
              count={
                [value.supplier, value.seller, siteFilter ? value.site : null].filter(Boolean)
                  .length
              }
              width={300}
            >
              <MoreFilters>
                {/* §2 lists product type in the popover too; it is the bar's, one control per filter. */}
                {field('Supplier', 'supplier', suppliers, 'All suppliers')}
                {field('Seller', 'seller', sellers, 'All sellers')}
                {siteFilter && field('Site', 'site', sites, 'All sites')}
              </MoreFilters>
            </Popover>
          )
        }
      >
        <FilterBar.Item width={260}>
          <FormField label="Date">
            <DateRangePicker
              value={{ from: range.from, to: range.to }}
              onChange={(next) => onChange(withOrderRange(value, next))}
              today={today}
            />
          </FormField>
        </FilterBar.Item>
        <FilterBar.Item width={220}>
          {field('Product type', 'productType', productTypes, 'All product types')}
        </FilterBar.Item>
        <FilterBar.Item width={190}>
          <FormField label="Search by">
            <Select<OrderSearchField>
              options={fieldOptions}
              value={value.field}
              onChange={(field) => onChange({ ...value, field: field ?? 'all' })}
            />
          </FormField>
        </FilterBar.Item>
        <FilterBar.Item width={240} grow>
          <FormField label="Search orders">
            <TextInput
              type="search"
              placeholder="Search orders"
              maxLength={ORDER_SEARCH_MAX_LENGTH}
              {...search}
            />
          </FormField>
        </FilterBar.Item>
      </FilterBar>
    </>
  );
}
