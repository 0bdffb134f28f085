export { NewsTable, type NewsFlag, type NewsTableProps } from './NewsTable';
