export {
  BalanceFilters,
  NO_BALANCE_FILTERS,
  type BalanceFilterValues,
  type BalanceFiltersProps,
} from './BalanceFilters';
