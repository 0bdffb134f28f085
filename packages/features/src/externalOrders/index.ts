// The external orders area (lazy-loaded by the app for /orders/external and /admin/orders/external).
export { ExternalOrdersScreen } from './screens/ExternalOrdersScreen';
export { AdminExternalOrdersScreen } from './screens/AdminExternalOrdersScreen';
export {
  ExternalOrdersTable,
  type ExternalOrdersTableProps,
} from './components/ExternalOrdersTable';
export {
  externalOrdersApi,
  useAdminExternalOrdersQuery,
  useCreateNewOrderMutation,
  useExternalOrdersQuery,
  useRemoveMappingOrderMutation,
} from './api';
export type * from './api/ExternalOrders.generated';
