export {
  ProductFilters,
  DEFAULT_PRODUCT_FILTERS,
  type ProductFilterValues,
  type ProductFiltersProps,
} from './ProductFilters';
