export {
  NO_OUTBOX_FILTERS,
  OutboxFilters,
  type OutboxFilterValues,
  type OutboxFiltersProps,
} from './OutboxFilters';
