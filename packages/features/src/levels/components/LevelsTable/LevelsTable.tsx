import type { ReactNode } from 'react';
import { Table, createColumnHelper } from '@podoffice/ui';
import { activeStatusColumn } from '../../../shared/list/activeStatusColumn';
import { useRowActionColumns } from '../../../shared/list/useRowActionColumns';
import type { UserLevelFieldsFragment } from '../../api';
import { Muted } from './LevelsTable.styles';

export interface LevelsTableProps {
  /** The levels to show, in order. */
  levels: UserLevelFieldsFragment[];
  /** Shows skeleton rows. */
  loading?: boolean;
  /** The message of a failed load; it replaces the rows. */
  error?: string | null;
  /** Shows a Retry button in the error state. */
  onRetry?: () => void;
  /** Shows Edit and Delete on every row (canManageUserLevels: Administrator and Listing). */
  canManage?: boolean;
  /** Opens the edit drawer for a level. */
  onEdit?: (level: UserLevelFieldsFragment) => void;
  /** Asks to delete a level (the screen confirms first). */
  onDelete?: (level: UserLevelFieldsFragment) => void;
  /** What the empty table says, e.g. for the Inactive filter. */
  emptyMessage?: string;
  /** The next step in the empty state, e.g. a 'Create your first level' button. */
  emptyAction?: ReactNode;
}

const column = createColumnHelper<UserLevelFieldsFragment>();
const integer = new Intl.NumberFormat('en-US');

const rowName = (level: UserLevelFieldsFragment) => `level ${level.name}`;

const dataColumns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('order_total', {
    header: 'Order total',
    cell: (c) => integer.format(c.getValue()),
    meta: { align: 'right' },
  }),
  column.accessor('discount', {
    header: 'Discount',
    cell: (c) => `${c.getValue()}%`,
    meta: { align: 'right' },
  }),
  activeStatusColumn<UserLevelFieldsFragment>(),
  column.accessor('totalUser', {
    header: 'Total users',
    cell: (c) => integer.format(c.getValue()),
    meta: { align: 'right' },
  }),
  column.accessor((l) => (l.creater ? `${l.creater.first_name} ${l.creater.last_name}` : ''), {
    id: 'creater',
    // The spec's field is `creater`; the header says it in plain words.
    header: 'Creator',
    cell: (c) => c.getValue() || <Muted aria-label="none">—</Muted>,
  }),
];

/**
 * Seller levels: name, order total, discount, status, how many users hold each, who made it, and
 * Edit and Delete for those who manage levels.
 */
export function LevelsTable({
  levels,
  loading = false,
  error,
  onRetry,
  canManage = false,
  onEdit,
  onDelete,
  emptyMessage = 'No seller levels yet.',
  emptyAction,
}: LevelsTableProps) {
  const columns = useRowActionColumns(dataColumns, {
    enabled: canManage,
    name: rowName,
    onEdit,
    onDelete,
  });

  return (
    <Table
      caption="Seller levels"
      columns={columns}
      data={levels}
      getRowId={(level) => level.id}
      loading={loading}
      loadingRows={5}
      error={error}
      onRetry={onRetry}
      emptyMessage={emptyMessage}
      emptyAction={emptyAction}
      minWidth="760px"
    />
  );
}
