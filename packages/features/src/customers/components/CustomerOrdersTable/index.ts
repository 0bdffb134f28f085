export {
  CustomerOrdersTable,
  CUSTOMER_ORDERS_PAGE_SIZE,
  type CustomerOrdersTableProps,
  type CustomerOrderRow,
} from './CustomerOrdersTable';
