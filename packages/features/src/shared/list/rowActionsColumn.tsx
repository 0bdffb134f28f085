import { Button, createColumnHelper, type ColumnDef } from '@podoffice/ui';
import { EditLink, RowActions } from './rowActions.styles';

export interface RowActionsColumnOptions<Row> {
  /** Names a row in the buttons' accessible names: 'category Shirts' gives 'Edit category Shirts'. */
  name: (row: Row) => string;
  /** Edit goes to the row's edit page (a link), or calls back (a drawer, a navigation). */
  edit: { to: (row: Row) => string } | { onClick: (row: Row) => void };
  /** Asks to delete a row; the caller confirms first (useConfirmation, useConfirmAction). */
  onDelete: (row: Row) => void;
  /** A fixed width; without one the column and its buttons sit at the right edge. */
  width?: string;
}

/**
 * The Actions column of a list table: Edit and Delete on every row. Build it once (module level or
 * useMemo) with stable callbacks: TanStack renders cells as components, so a new column on every
 * render would remount the buttons under the user's pointer.
 *
 * @example
 * const columns = useMemo(
 *   () => [...dataColumns, rowActionsColumn({ name: (o) => `order ${o.id}`, edit: { to: orderEditPath }, onDelete })],
 *   [onDelete],
 * );
 */
export function rowActionsColumn<Row>({
  name,
  edit,
  onDelete,
  width,
}: RowActionsColumnOptions<Row>): ColumnDef<Row, unknown> {
  return createColumnHelper<Row>().display({
    id: 'actions',
    header: 'Actions',
    meta: width ? { width } : { align: 'right' },
    cell: ({ row: { original: row } }) => (
      <RowActions $end={!width}>
        {'to' in edit ? (
          <EditLink to={edit.to(row)} aria-label={`Edit ${name(row)}`}>
            Edit
          </EditLink>
        ) : (
          <Button size="sm" aria-label={`Edit ${name(row)}`} onClick={() => edit.onClick(row)}>
            Edit
          </Button>
        )}
        <Button
          size="sm"
          variant="danger"
          aria-label={`Delete ${name(row)}`}
          onClick={() => onDelete(row)}
        >
          Delete
        </Button>
      </RowActions>
    ),
  });
}
