// The orders area (lazy-loaded by the app for /orders, /orders/ApiOrders and /orders/orders-manager/:id).
export { OrdersScreen } from './screens/OrdersScreen';
export { orderDetailPath } from './screens/orderDisplay';
export { OrderDetailScreen } from './screens/OrderDetailScreen';
export { ApiOrdersScreen } from './screens/ApiOrdersScreen';
export { TrackingsScreen } from './screens/TrackingsScreen';
export { TrackingsTable, type TrackingsTableProps } from './components/TrackingsTable';
export { TrackingFilters, type TrackingFiltersProps } from './components/TrackingFilters';
export { OrderFilters, type OrderFiltersProps } from './components/OrderFilters';
export { OrderDetail, type OrderDetailProps } from './components/OrderDetail';
export {
  ordersApi,
  useOrdersQuery,
  useOrderQuery,
  useOrderCommentsQuery,
  useOrderEntityLogsQuery,
} from './api';
export { ORDER_ACTIONS_AVAILABLE } from './screens/orderRows';
export type * from './api/Orders.generated';
