export { StatusTabs, type StatusTabsProps, type StatusTab } from './StatusTabs';
export { formatStatusCount, STATUS_COUNT_MAX } from './formatCount';
