export { Table, type TableProps, type RowSelectionState } from './Table';
export type { CellAlign } from './Table.styles';
export { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
