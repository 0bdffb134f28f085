// The carriers area (lazy-loaded by the app for /admin/carriers).
export { CarriersScreen } from './screens/CarriersScreen';
export { CarriersTable, type CarriersTableProps } from './components/CarriersTable';
export { carriersApi, useCarriersQuery } from './api';
export type * from './api/Carriers.generated';
