import {
  createColumnHelper as createTanStackColumnHelper,
  type AccessorFn,
  type ColumnDef,
  type DeepKeys,
  type DeepValue,
  type DisplayColumnDef,
  type IdentifiedColumnDef,
  type RowData,
} from '@tanstack/react-table';
import type { CellAlign } from './Table.styles';

/**
 * How Table lays out a column. It travels in a column's `meta`, typed by this package's own
 * column helper: TanStack Table's `ColumnMeta` stays yours to declare.
 */
export interface TableColumnMeta {
  /** Horizontal alignment of the header and cells, e.g. 'right' for amounts. */
  align?: CellAlign;
  /** A CSS width for the column, e.g. '120px'. */
  width?: string;
  /** Keeps the cells on one line (dates, amounts, ids); other cells wrap between words. */
  nowrap?: boolean;
  /** Names the value in a row's card on a narrow screen; the header when it is text, unless told. */
  label?: string;
  /**
   * Keeps the column at the table's start or end edge while its other columns scroll sideways
   * (an id, a row's actions). A start column sits after the checkbox column, which sticks with it.
   */
  sticky?: 'start' | 'end';
}

/** A definition with Table's `meta` in place of TanStack's (the host's ColumnMeta, if any). */
type WithTableMeta<Definition> = Definition extends unknown
  ? Omit<Definition, 'meta'> & { meta?: TableColumnMeta }
  : never;

/**
 * A TanStack Table column definition whose `meta` is Table's (TableColumnMeta). A body `cell`
 * function is called while the table draws, not mounted as a component of its own: it returns
 * what the cell shows and calls no hook (return a component that does, e.g. `<ActionsCell />`).
 */
// Columns of one table hold values of different types, which TanStack types as `any`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TableColumn<TData, TValue = any> = WithTableMeta<ColumnDef<TData, TValue>>;

/** TanStack Table's column helper, with `meta` typed as Table's own (TableColumnMeta). */
export interface TableColumnHelper<TData extends RowData> {
  /** A column of a value read by key (`'amount'`) or by a function of the row. */
  accessor: <
    TAccessor extends AccessorFn<TData> | DeepKeys<TData>,
    TValue extends (TAccessor extends AccessorFn<TData, infer TReturn>
      ? TReturn
      : TAccessor extends DeepKeys<TData>
        ? DeepValue<TData, TAccessor>
        : never),
  >(
    accessor: TAccessor,
    column: TAccessor extends AccessorFn<TData>
      ? WithTableMeta<DisplayColumnDef<TData, TValue>>
      : WithTableMeta<IdentifiedColumnDef<TData, TValue>>,
  ) => TableColumn<TData, TValue>;
  /** A column of no value of its own (actions, a checkbox). */
  display: (column: WithTableMeta<DisplayColumnDef<TData>>) => TableColumn<TData, unknown>;
}

/** Column definitions for Table: `const column = createColumnHelper<Row>()`. */
export function createColumnHelper<TData extends RowData>(): TableColumnHelper<TData> {
  return createTanStackColumnHelper<TData>() as unknown as TableColumnHelper<TData>;
}
