import { useMemo } from 'react';
import { BALANCE_PAGE_SIZE, formatDate, formatMoney, MESSAGES } from '@podoffice/domain';
import { Badge, ConfirmDialog, RowActions, Table, createColumnHelper } from '@podoffice/ui';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import { useConfirmation } from '../../../shared/list/useConfirmation';
import type { BalanceEntryFragment } from '../../api';
import { Muted } from './BalanceTable.styles';

/** A staff decision on a pending entry. */
export type BalanceDecision = 'Approved' | 'Denied';

export interface BalanceTableProps extends PagedTableProps {
  /** The entries of the current page. */
  entries: BalanceEntryFragment[];
  /** Shows Approve and Deny on pending rows (canApproveBalance); others see the word Pending. */
  canDecide?: boolean;
  /** Applies a confirmed decision; the dialog stays busy until the promise settles. */
  onDecide?: (entry: BalanceEntryFragment, status: BalanceDecision) => Promise<unknown>;
}

const column = createColumnHelper<BalanceEntryFragment>();
const dash = <Muted aria-label="none">—</Muted>;

function personName(person: BalanceEntryFragment['creater']): string {
  return person ? `${person.first_name} ${person.last_name}`.trim() : '';
}

const dataColumns = [
  column.accessor('id', { header: 'ID', meta: { width: '72px' } }),
  column.accessor('created_at', {
    header: 'Date',
    cell: (c) => formatDate(c.getValue()),
    meta: { nowrap: true },
  }),
  column.accessor((e) => e.site?.title ?? '', {
    id: 'site',
    header: 'Site',
    cell: (c) => c.getValue() || dash,
  }),
  column.accessor((e) => personName(e.creater), {
    id: 'seller',
    header: 'Seller',
    cell: (c) => c.getValue() || dash,
  }),
  column.accessor('action', { header: 'Action' }),
  column.accessor('amount', {
    header: 'Amount',
    cell: (c) => formatMoney(c.getValue()),
    meta: { align: 'right', nowrap: true },
  }),
  column.accessor('fee', {
    header: 'Fee',
    cell: (c) => formatMoney(c.getValue()),
    meta: { align: 'right', nowrap: true },
  }),
  column.accessor('transaction_id', {
    header: 'Transaction ID',
    cell: (c) => c.getValue() || dash,
  }),
  column.accessor('actionNotes', {
    header: 'Notes',
    // The table wraps long notes between words; the width keeps them from squeezing the figures.
    cell: (c) => c.getValue() || dash,
    meta: { width: '220px' },
  }),
  column.accessor('status', { header: 'Status', cell: (c) => <Badge status={c.getValue()} /> }),
];

interface PendingDecision {
  entry: BalanceEntryFragment;
  status: BalanceDecision;
}

/**
 * The balance entries, 20 a page: ID, Date, Site, Seller, Action, Amount, Fee, Transaction ID,
 * Notes, Status and, on pending rows, Approve and Deny (after a confirmation) for those who decide.
 */
export function BalanceTable({
  entries,
  canDecide = false,
  onDecide,
  ...paging
}: BalanceTableProps) {
  const confirmation = useConfirmation(({ entry, status }: PendingDecision) =>
    Promise.resolve(onDecide?.(entry, status)),
  );
  const setPending = confirmation.ask;
  const pending = confirmation.target;

  const decidable = canDecide && Boolean(onDecide);
  // Depends on a flag, not on onDecide itself: TanStack renders cells as components, so new
  // columns on every parent render would remount the buttons under the user's pointer.
  const columns = useMemo(
    () => [
      ...dataColumns,
      column.display({
        id: 'actions',
        header: 'Actions',
        meta: { align: 'right' },
        cell: ({ row: { original: entry } }) => {
          if (entry.status !== 'Pending') return null;
          if (!decidable) return <span>Pending</span>;
          return (
            <RowActions
              name={`entry ${entry.id}`}
              actions={[
                {
                  key: 'approve',
                  label: 'Approve',
                  onSelect: () => setPending({ entry, status: 'Approved' }),
                },
                {
                  key: 'deny',
                  label: 'Deny',
                  danger: true,
                  onSelect: () => setPending({ entry, status: 'Denied' }),
                },
              ]}
            />
          );
        },
      }),
    ],
    [decidable, setPending],
  );

  const approving = pending?.status === 'Approved';
  return (
    <>
      <Table
        pageSize={BALANCE_PAGE_SIZE}
        {...paging}
        caption="Balance entries"
        columns={columns}
        data={entries}
        getRowId={(entry) => entry.id}
        loadingRows={5}
        emptyMessage="No balance entries match these filters."
        minWidth="1100px"
      />
      <ConfirmDialog
        {...confirmation.dialog}
        title={approving ? 'Approve this entry?' : 'Deny this entry?'}
        message={
          pending &&
          `${pending.entry.action} ${pending.entry.id} of ${formatMoney(pending.entry.amount)} will be ${
            approving ? 'approved' : 'denied'
          }. This cannot be undone.`
        }
        confirmLabel={approving ? 'Approve' : 'Deny'}
        danger={!approving}
      />
    </>
  );
}

/** Messages a screen shows after a decision, word for word from the spec. */
export const DECISION_MESSAGES: Record<BalanceDecision, string> = {
  Approved: MESSAGES.approveSuccess,
  Denied: MESSAGES.denySuccess,
};
