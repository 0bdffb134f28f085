export { SystemLogTable, type SystemLogTableProps } from './SystemLogTable';
