export { FilterBar, type FilterBarProps, type FilterBarItemProps } from './FilterBar';
