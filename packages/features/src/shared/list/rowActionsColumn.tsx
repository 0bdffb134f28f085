import { useNavigate } from 'react-router-dom';
import { createColumnHelper, RowActions, type TableColumn } from '@podoffice/ui';

export interface RowActionsColumnOptions<Row> {
  /** Names a row in the menu button's accessible name: 'category Shirts' gives 'Actions for category Shirts'. */
  name: (row: Row) => string;
  /** Edit goes to the row's edit page, or calls back (a drawer, a navigation). */
  edit: { to: (row: Row) => string } | { onClick: (row: Row) => void };
  /** Asks to delete a row; the caller confirms first (useConfirmation, useConfirmAction). */
  onDelete: (row: Row) => void;
  /** A fixed width; without one the column sits at the right edge. */
  width?: string;
}

interface ActionsCellProps<Row> {
  row: Row;
  name: (row: Row) => string;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}

function ActionsCell<Row>({ row, name, onEdit, onDelete }: ActionsCellProps<Row>) {
  return (
    <RowActions
      name={name(row)}
      actions={[
        { key: 'edit', label: 'Edit', onSelect: () => onEdit(row) },
        { key: 'delete', label: 'Delete', danger: true, onSelect: () => onDelete(row) },
      ]}
    />
  );
}

/**
 * The cell of an Edit with an address: a component of its own, as navigating takes a hook and
 * only these tables need a router (one that opens a drawer renders without one).
 */
function LinkActionsCell<Row>({
  to,
  ...props
}: Omit<ActionsCellProps<Row>, 'onEdit'> & { to: (row: Row) => string }) {
  const navigate = useNavigate();
  return <ActionsCell {...props} onEdit={(row) => navigate(to(row))} />;
}

/**
 * The Actions column of a list table: Edit and Delete of every row in one compact menu. Build it
 * once (module level or useMemo) with stable callbacks: TanStack renders cells as components, so a
 * new column on every render would remount the menu under the user's pointer.
 *
 * @example
 * const columns = useMemo(
 *   () => [...dataColumns, rowActionsColumn({ name: (o) => `order ${o.id}`, edit: { to: orderEditPath }, onDelete })],
 *   [onDelete],
 * );
 */
export function rowActionsColumn<Row>({
  width,
  name,
  edit,
  onDelete,
}: RowActionsColumnOptions<Row>): TableColumn<Row, unknown> {
  return createColumnHelper<Row>().display({
    id: 'actions',
    header: 'Actions',
    meta: width ? { width, align: 'right' } : { align: 'right' },
    cell: ({ row: { original: row } }) =>
      'to' in edit ? (
        <LinkActionsCell row={row} name={name} to={edit.to} onDelete={onDelete} />
      ) : (
        <ActionsCell row={row} name={name} onEdit={edit.onClick} onDelete={onDelete} />
      ),
  });
}
