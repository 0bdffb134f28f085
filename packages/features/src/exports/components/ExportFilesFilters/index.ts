export {
  ExportFilesFilters,
  NO_EXPORT_FILE_FILTERS,
  type ExportFileFilterValues,
  type ExportFilesFiltersProps,
} from './ExportFilesFilters';
