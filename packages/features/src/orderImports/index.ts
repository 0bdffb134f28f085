// The CSV order import area (lazy-loaded by the app for /sites/:id/import-orders and
// /orders/import-history).
export { ImportHistoryScreen } from './screens/ImportHistoryScreen';
export { ImportOrdersScreen } from './screens/ImportOrdersScreen';
export { ImportHistoryTable, type ImportHistoryTableProps } from './components/ImportHistoryTable';
export { orderImportsApi, useImportHistoryQuery } from './api';
export type * from './api/OrderImports.generated';
