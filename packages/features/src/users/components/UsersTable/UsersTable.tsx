import { useEffect, useMemo, useRef, useState } from 'react';
import { USERS_PAGE_SIZE, formatDate } from '@podoffice/domain';
import { Badge, ConfirmDialog, RowActions, Table, Tag, createColumnHelper } from '@podoffice/ui';
import type { UserRowFragment } from '../../api';
import { Muted, RoleList } from './UsersTable.styles';

export interface UsersTableProps {
  /** The users of the current page. */
  users: UserRowFragment[];
  /** Users across all pages. */
  total: number;
  /** The current page, from 1. */
  page: number;
  /** Called with the page the user picked. */
  onPageChange: (page: number) => void;
  /** The signed-in user's id: their own row offers no block, unblock or delete. */
  currentUserId?: string | null;
  /** Shows skeleton rows. */
  loading?: boolean;
  /** The message of a failed load; it replaces the rows. */
  error?: string | null;
  /** Shows a Retry button in the error state. */
  onRetry?: () => void;
  /** Opens a user's edit page. */
  onEdit: (user: UserRowFragment) => void;
  /** Blocks an active user or unblocks a blocked one, once confirmed; the dialog waits for it. */
  onToggleStatus: (user: UserRowFragment) => Promise<unknown>;
  /** Deletes a user once confirmed; the dialog waits for it. */
  onDelete: (user: UserRowFragment) => Promise<unknown>;
  /** Rows per page. */
  pageSize?: number;
  /** No Actions column: the read-only account looks at users but does not change them. */
  readOnly?: boolean;
}

type Pending = { user: UserRowFragment; action: 'status' | 'delete' };

const column = createColumnHelper<UserRowFragment>();
const fullName = (u: UserRowFragment) => `${u.first_name} ${u.last_name}`.trim();

const dataColumns = [
  column.accessor('id', { header: 'ID', meta: { width: '72px' } }),
  column.accessor(fullName, { id: 'name', header: 'Name' }),
  column.accessor('email', { header: 'Email' }),
  column.accessor('phone', {
    header: 'Phone',
    cell: (c) => c.getValue() || <Muted aria-label="none">—</Muted>,
  }),
  column.accessor((u) => u.roles.map((r) => r.name).join(', '), {
    id: 'roles',
    header: 'Roles',
    cell: ({ row: { original: user } }) => (
      <RoleList>
        {user.roles.map((r) => (
          <Tag key={r.id}>{r.name}</Tag>
        ))}
        {user.is_special && <Tag>Special</Tag>}
      </RoleList>
    ),
  }),
  column.accessor('totalOrder', { header: 'Orders', meta: { align: 'right' } }),
  column.accessor('created_at', {
    header: 'Created',
    cell: (c) => formatDate(c.getValue()),
    meta: { nowrap: true },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (c) =>
      c.getValue() ? (
        <Badge status="Approved">Active</Badge>
      ) : (
        <Badge status="Denied">Blocked</Badge>
      ),
  }),
];

/**
 * The users, 25 a page: ID, Name, Email, Phone, Roles, Orders, Created, Status, and an Actions menu per
 * row with Edit, Block or Unblock and Delete, the last two after a confirmation and never on one's own row.
 */
export function UsersTable({
  users,
  total,
  page,
  onPageChange,
  currentUserId,
  loading = false,
  error,
  onRetry,
  onEdit,
  onToggleStatus,
  onDelete,
  pageSize = USERS_PAGE_SIZE,
  readOnly = false,
}: UsersTableProps) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  // Cells are components: columns stay the same across renders (a new set would remount the
  // buttons under the pointer), and reach the latest callback through this ref.
  const editRef = useRef(onEdit);
  useEffect(() => {
    editRef.current = onEdit;
  }, [onEdit]);

  const columns = useMemo(
    () =>
      readOnly
        ? dataColumns
        : [
            ...dataColumns,
            column.display({
              id: 'actions',
              header: 'Actions',
              meta: { align: 'right', width: '88px' },
              cell: ({ row: { original: user } }) => {
                const own = currentUserId != null && String(currentUserId) === user.id;
                return (
                  <RowActions
                    name={fullName(user)}
                    actions={[
                      { key: 'edit', label: 'Edit', onSelect: () => editRef.current(user) },
                      ...(own
                        ? []
                        : [
                            {
                              key: 'status',
                              label: user.status ? 'Block' : 'Unblock',
                              onSelect: () => setPending({ user, action: 'status' }),
                            },
                            {
                              key: 'delete',
                              label: 'Delete',
                              danger: true,
                              onSelect: () => setPending({ user, action: 'delete' }),
                            },
                          ]),
                    ]}
                  />
                );
              },
            }),
          ],
    [currentUserId, readOnly],
  );

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await (pending.action === 'delete' ? onDelete(pending.user) : onToggleStatus(pending.user));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const user = pending?.user;
  const blocking = pending?.action === 'status' && user?.status;
  const title = !user
    ? ''
    : pending?.action === 'delete'
      ? `Delete ${fullName(user)}?`
      : blocking
        ? `Block ${fullName(user)}?`
        : `Unblock ${fullName(user)}?`;
  return (
    <>
      <Table
        caption="Users"
        columns={columns}
        data={users}
        getRowId={(u) => u.id}
        loading={loading}
        loadingRows={8}
        error={error}
        onRetry={onRetry}
        emptyMessage="No users match these filters."
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        minWidth="1100px"
      />
      <ConfirmDialog
        open={pending !== null}
        title={title}
        message={
          pending?.action === 'delete'
            ? 'The account and its sign-in are removed for good.'
            : blocking
              ? 'They are signed out and cannot sign in until unblocked.'
              : 'They can sign in again.'
        }
        confirmLabel={pending?.action === 'delete' ? 'Delete' : blocking ? 'Block' : 'Unblock'}
        danger={pending?.action === 'delete' || Boolean(blocking)}
        loading={busy}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
