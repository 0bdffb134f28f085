import type { ReactNode } from 'react';
import { FilterBar, FormField, Select, TextInput, type SelectOption } from '@podoffice/ui';
import { useAppliedText } from '../../../shared/list/useAppliedText';

/** The "type" filter: every type, or the personalized ones only. */
export type ProductTypeKind = 'all' | 'personalized';

/** The filters of the full product type list (the Active / Paused tabs sit beside them). */
export interface ProductTypeFilterValues {
  kind: ProductTypeKind;
  /** Category ids: types filed under any of them; empty for every category. */
  categories: string[];
  /** A supplier's id; null for every supplier. */
  supplierId: string | null;
  /** Words in the title or the sku. */
  search: string;
}

export const DEFAULT_PRODUCT_TYPE_FILTERS: ProductTypeFilterValues = {
  kind: 'all',
  categories: [],
  supplierId: null,
  search: '',
};

export interface ProductTypesFiltersProps {
  /** The filters in force. */
  value: ProductTypeFilterValues;
  /** Called with every filter after one of them changed, or with the defaults on Reset. */
  onChange: (value: ProductTypeFilterValues) => void;
  /** The categories to choose from. */
  categories?: SelectOption[];
  /** True while the categories load. */
  categoriesLoading?: boolean;
  /** Shows the supplier filter (never for Suppliers). */
  showSupplierFilter?: boolean;
  /** The suppliers to choose from. */
  suppliers?: SelectOption[];
  /** True while the suppliers load. */
  suppliersLoading?: boolean;
  /** Buttons at the end of the bar, such as Add New. */
  actions?: ReactNode;
}

const kindOptions: SelectOption<ProductTypeKind>[] = [
  { value: 'all', label: 'All Type' },
  { value: 'personalized', label: 'Personalized' },
];

const isDefault = (value: ProductTypeFilterValues) =>
  value.kind === 'all' &&
  value.categories.length === 0 &&
  value.supplierId === null &&
  value.search === '';

/**
 * The filters of the full list: type (All Type / Personalized), categories, supplier,
 * search (applied on Enter or leaving the box) and Reset.
 */
export function ProductTypesFilters({
  value,
  onChange,
  categories = [],
  categoriesLoading = false,
  showSupplierFilter = false,
  suppliers = [],
  suppliersLoading = false,
  actions,
}: ProductTypesFiltersProps) {
  const search = useAppliedText(value.search, (text) => onChange({ ...value, search: text }));
  return (
    <FilterBar
      aria-label="Product type filters"
      onReset={() => onChange(DEFAULT_PRODUCT_TYPE_FILTERS)}
      resetDisabled={isDefault(value)}
      actions={actions}
    >
      <FilterBar.Item width={170}>
        <FormField label="Type">
          <Select<ProductTypeKind>
            options={kindOptions}
            value={value.kind}
            onChange={(kind) => onChange({ ...value, kind: kind ?? 'all' })}
          />
        </FormField>
      </FilterBar.Item>
      <FilterBar.Item width={260}>
        <FormField label="Categories">
          <Select
            multiple
            options={categories}
            value={value.categories}
            onChange={(ids) => onChange({ ...value, categories: ids })}
            placeholder="All categories"
            searchable
            clearable
            clearLabel="Show all categories"
            loading={categoriesLoading}
            emptyText="No categories"
          />
        </FormField>
      </FilterBar.Item>
      {showSupplierFilter && (
        <FilterBar.Item width={260}>
          <FormField label="Supplier">
            <Select
              options={suppliers}
              value={value.supplierId}
              onChange={(supplierId) => onChange({ ...value, supplierId })}
              placeholder="All suppliers"
              searchable
              clearable
              clearLabel="Show all suppliers"
              loading={suppliersLoading}
              emptyText="No suppliers"
            />
          </FormField>
        </FilterBar.Item>
      )}
      <FilterBar.Item width={240} grow>
        <FormField label="Search product types">
          <TextInput type="search" placeholder="Title or SKU" {...search} />
        </FormField>
      </FilterBar.Item>
    </FilterBar>
  );
}
