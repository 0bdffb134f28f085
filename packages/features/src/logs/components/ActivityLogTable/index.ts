export { ActivityLogTable, changedFields, type ActivityLogTableProps } from './ActivityLogTable';
