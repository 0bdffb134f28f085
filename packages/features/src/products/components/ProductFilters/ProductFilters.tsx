import { FilterBar, FormField, Select, TextInput, type SelectOption } from '@podoffice/ui';
import type { ReactNode } from 'react';
import { useAppliedText } from '../../../shared/list/useAppliedText';

/** The filters of the products list. */
export interface ProductFilterValues {
  /** A site's id; null for every site the caller reads. */
  siteId: string | null;
  /** A product type's id; null for every type. */
  productTypeId: string | null;
  /** Parts of the title or the SKU. */
  search: string;
}

export const DEFAULT_PRODUCT_FILTERS: ProductFilterValues = {
  siteId: null,
  productTypeId: null,
  search: '',
};

export interface ProductFiltersProps {
  /** The filters in force. */
  value: ProductFilterValues;
  /** Called with every filter after one of them changed, or with the defaults on Reset. */
  onChange: (value: ProductFilterValues) => void;
  /** Shows the site filter (not for sellers, whose list follows their current site). */
  showSiteFilter?: boolean;
  /** The sites to choose from. */
  sites?: SelectOption[];
  sitesLoading?: boolean;
  /** The filter's product types: active and not personalized. */
  productTypes?: SelectOption[];
  productTypesLoading?: boolean;
  /** Buttons at the end of the bar, such as Add New. */
  actions?: ReactNode;
}

const isDefault = (value: ProductFilterValues) =>
  value.siteId === null && value.productTypeId === null && value.search === '';

/** Site (for staff), product type and search (applied on Enter or leaving the box), and Reset. */
export function ProductFilters({
  value,
  onChange,
  showSiteFilter = false,
  sites = [],
  sitesLoading = false,
  productTypes = [],
  productTypesLoading = false,
  actions,
}: ProductFiltersProps) {
  const search = useAppliedText(value.search, (text) => onChange({ ...value, search: text }));
  return (
    <FilterBar
      aria-label="Product filters"
      onReset={() => onChange(DEFAULT_PRODUCT_FILTERS)}
      resetDisabled={isDefault(value)}
      actions={actions}
    >
      {showSiteFilter && (
        <FilterBar.Item width={240}>
          <FormField label="Site">
            <Select
              options={sites}
              value={value.siteId}
              onChange={(siteId) => onChange({ ...value, siteId })}
              placeholder="All sites"
              searchable
              clearable
              clearLabel="Show every site"
              loading={sitesLoading}
              emptyText="No sites"
            />
          </FormField>
        </FilterBar.Item>
      )}
      <FilterBar.Item width={240}>
        <FormField label="Product type">
          <Select
            options={productTypes}
            value={value.productTypeId}
            onChange={(productTypeId) => onChange({ ...value, productTypeId })}
            placeholder="All product types"
            searchable
            clearable
            clearLabel="Show every product type"
            loading={productTypesLoading}
            emptyText="No product types"
          />
        </FormField>
      </FilterBar.Item>
      <FilterBar.Item width={240} grow>
        <FormField label="Search products">
          <TextInput type="search" placeholder="Title or SKU" {...search} />
        </FormField>
      </FilterBar.Item>
    </FilterBar>
  );
}
