export {
  LogFilters,
  NO_LOG_FILTERS,
  type LogFilterValues,
  type LogFiltersProps,
} from './LogFilters';
