// The exports area (lazy-loaded by the app for /export-orders): order export files and downloads.
export { ExportFilesScreen } from './screens/ExportFilesScreen';
export {
  ExportFilesFilters,
  NO_EXPORT_FILE_FILTERS,
  type ExportFileFilterValues,
  type ExportFilesFiltersProps,
} from './components/ExportFilesFilters';
export { ExportFilesTable, type ExportFilesTableProps } from './components/ExportFilesTable';
export { exportsApi, useDownloadExportFileMutation, useOrderExportsQuery } from './api';
export type * from './api/Exports.generated';
