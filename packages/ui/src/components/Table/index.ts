export { Table, type TableProps, type RowSelectionState } from './Table';
export type { CellAlign, TableDensity } from './Table.styles';
export {
  createColumnHelper,
  type TableColumn,
  type TableColumnHelper,
  type TableColumnMeta,
} from './columns';
