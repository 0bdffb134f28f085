export { CustomersTable, CUSTOMERS_PAGE_SIZE, type CustomersTableProps } from './CustomersTable';
