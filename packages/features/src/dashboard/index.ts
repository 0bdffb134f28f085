// The dashboard area (lazy-loaded by the app for /dashboard).
export { DashboardScreen } from './screens/DashboardScreen';
export {
  OrderCountsCard,
  type OrderCount,
  type OrderCountsCardProps,
} from './components/OrderCountsCard';
export { dashboardApi, useDashboardQuery } from './api';
export type * from './api/Dashboard.generated';
