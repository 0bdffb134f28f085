export { OrderFilters, type OrderFiltersProps } from './OrderFilters';
