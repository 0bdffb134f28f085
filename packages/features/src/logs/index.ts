// The logs area (lazy-loaded by the app for /egg/order-logs, /egg/logs and /egg/outbox): activity
// and system logs, and the outbox of mails kept instead of sent.
export { ActivityLogsScreen } from './screens/ActivityLogsScreen';
export { SystemLogsScreen } from './screens/SystemLogsScreen';
export { OutboxScreen } from './screens/OutboxScreen';
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
  NO_OUTBOX_FILTERS,
  OutboxFilters,
  type OutboxFilterValues,
  type OutboxFiltersProps,
} from './components/OutboxFilters';
export { OutboxTable, type OutboxTableProps } from './components/OutboxTable';
export { MailDetailModal, type MailDetailModalProps } from './components/MailDetailModal';
export { mailDocument, sanitizeMailHtml, type MailDocumentStyle } from './mailHtml';
export {
  logsApi,
  useActivityLogTypesQuery,
  useActivityLogsQuery,
  useSystemLogTypesQuery,
  useSystemLogsQuery,
  useOutboxMailsQuery,
} from './api';
export type * from './api/Logs.generated';
