export { TrackingFilters, type TrackingFiltersProps } from './TrackingFilters';
