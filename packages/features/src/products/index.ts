// The products area (lazy-loaded by the app for /products).
export { ProductsScreen } from './screens/ProductsScreen';
export { ProductsTable, type ProductsTableProps } from './components/ProductsTable';
export {
  ProductFilters,
  DEFAULT_PRODUCT_FILTERS,
  type ProductFilterValues,
  type ProductFiltersProps,
} from './components/ProductFilters';
export * from './api';
