export {
  DEFAULT_SITES_FILTERS,
  SitesFilters,
  type SiteConnection,
  type SitesFilterValues,
  type SitesFiltersProps,
} from './SitesFilters';
