export { CarriersTable, type CarriersTableProps } from './CarriersTable';
