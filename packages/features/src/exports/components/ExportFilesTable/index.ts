export { ExportFilesTable, type ExportFilesTableProps } from './ExportFilesTable';
