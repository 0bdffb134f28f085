// The customers area (lazy-loaded by the app for /customers and /customers/:id).
export { CustomersScreen } from './screens/CustomersScreen';
export { CustomerScreen } from './screens/CustomerScreen';
export { CustomersTable, type CustomersTableProps } from './components/CustomersTable';
export {
  CustomerOrdersTable,
  type CustomerOrdersTableProps,
} from './components/CustomerOrdersTable';
export {
  customersApi,
  useCustomerByIdQuery,
  useCustomersQuery,
  useOrdersByCustomerQuery,
} from './api';
export type * from './api/Customers.generated';
