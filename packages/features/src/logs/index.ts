// The logs area (lazy-loaded by the app for /egg/order-logs and /egg/logs): activity and system logs.
export { ActivityLogsScreen } from './screens/ActivityLogsScreen';
export { SystemLogsScreen } from './screens/SystemLogsScreen';
export {
  LogFilters,
  NO_LOG_FILTERS,
  type LogFilterValues,
  type LogFiltersProps,
} from './components/LogFilters';
export {
  ActivityLogTable,
  changedFields,
  type ActivityLogTableProps,
} from './components/ActivityLogTable';
export { SystemLogTable, type SystemLogTableProps } from './components/SystemLogTable';
export {
  LogDetailModal,
  readableJson,
  type LogBlock,
  type LogDetailModalProps,
  type LogFact,
} from './components/LogDetailModal';
export {
  logsApi,
  useActivityLogTypesQuery,
  useActivityLogsQuery,
  useSystemLogTypesQuery,
  useSystemLogsQuery,
} from './api';
export type * from './api/Logs.generated';
