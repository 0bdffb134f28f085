export {
  DEFAULT_PRODUCT_TYPE_FILTERS,
  ProductTypesFilters,
  type ProductTypeFilterValues,
  type ProductTypeKind,
  type ProductTypesFiltersProps,
} from './ProductTypesFilters';
