// The balance area (lazy-loaded by the app for /balance): cards, filters, entries, deposits.
export { BalanceScreen, type BalanceScreenProps } from './screens/BalanceScreen';
export { BalanceCards, type BalanceCardsProps } from './components/BalanceCards';
export {
  BalanceFilters,
  NO_BALANCE_FILTERS,
  type BalanceFilterValues,
  type BalanceFiltersProps,
} from './components/BalanceFilters';
export {
  BalanceTable,
  type BalanceDecision,
  type BalanceTableProps,
} from './components/BalanceTable';
export {
  balanceApi,
  useBalanceSitesQuery,
  useBalancesQuery,
  useCreateBalanceMutation,
  useCreateCardCheckoutMutation,
  useSellersQuery,
  useUpdateBalanceMutation,
} from './api';
export type * from './api/Balance.generated';
