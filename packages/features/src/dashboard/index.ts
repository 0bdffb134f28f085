// The dashboard area (lazy-loaded by the app for /dashboard).
export { DashboardScreen, type DashboardScreenProps } from './screens/DashboardScreen';
export {
  OrderCountsCard,
  type OrderCount,
  type OrderCountsCardProps,
} from './components/OrderCountsCard';
export {
  DashboardNewsList,
  type DashboardNewsItem,
  type DashboardNewsListProps,
} from './components/DashboardNewsList';
export { RevenueChart, type RevenueChartProps, type RevenuePoint } from './components/RevenueChart';
export { SupplierAmounts, type SupplierAmountsProps } from './components/SupplierAmounts';
export {
  dashboardApi,
  supplierDashboardApi,
  useDashboardQuery,
  useSupplierStatsQuery,
  useSupplierTransactionsQuery,
  useDashboardNewsQuery,
} from './api';
export type * from './api/Dashboard.generated';
export type {
  SupplierStatsQuery,
  SupplierStatsQueryVariables,
  SupplierTransactionsQuery,
  SupplierTransactionsQueryVariables,
  DashboardNewsQuery,
  DashboardNewsQueryVariables,
} from './api';
