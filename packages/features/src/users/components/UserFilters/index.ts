export {
  DEFAULT_USER_FILTERS,
  UserFilters,
  type UserFilterValues,
  type UserFiltersProps,
} from './UserFilters';
