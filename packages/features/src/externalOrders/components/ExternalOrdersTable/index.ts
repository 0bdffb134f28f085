export { ExternalOrdersTable, type ExternalOrdersTableProps } from './ExternalOrdersTable';
