export { ImportHistoryTable, type ImportHistoryTableProps } from './ImportHistoryTable';
