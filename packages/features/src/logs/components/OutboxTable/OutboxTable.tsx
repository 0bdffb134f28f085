import { useMemo } from 'react';
import { LOGS_PAGE_SIZE, formatOrderDate } from '@podoffice/domain';
import { Button, Table, createColumnHelper } from '@podoffice/ui';
import type { OutboxMailFieldsFragment } from '../../api';
import { Summary } from '../logTable.styles';

export interface OutboxTableProps {
  /** The mails of the current page. */
  mails: OutboxMailFieldsFragment[];
  /** Mails across all pages. */
  total: number;
  /** The current page, from 1. */
  page: number;
  /** Called with the page the user picked. */
  onPageChange: (page: number) => void;
  /** Shows skeleton rows. */
  loading?: boolean;
  /** The message of a failed load; it replaces the rows. */
  error?: string | null;
  /** Shows a Retry button in the error state. */
  onRetry?: () => void;
  /** Opens a mail; keep it stable (useCallback) so the rows keep their buttons. */
  onOpen: (mail: OutboxMailFieldsFragment) => void;
}

const column = createColumnHelper<OutboxMailFieldsFragment>();

/** The outbox, 25 a page: date, recipient, subject and an Open button. */
export function OutboxTable({
  mails,
  total,
  page,
  onPageChange,
  loading = false,
  error,
  onRetry,
  onOpen,
}: OutboxTableProps) {
  const columns = useMemo(
    () => [
      column.accessor('created_at', {
        header: 'Date',
        cell: (c) => formatOrderDate(c.getValue()),
        meta: { width: '190px' },
      }),
      column.accessor('to', {
        header: 'Recipient',
        cell: (c) => <Summary>{c.getValue()}</Summary>,
        meta: { width: '280px' },
      }),
      column.accessor('subject', {
        header: 'Subject',
        cell: (c) => <Summary>{c.getValue()}</Summary>,
      }),
      column.display({
        id: 'open',
        header: 'Mail',
        meta: { width: '100px' },
        cell: ({ row: { original: mail } }) => (
          <Button size="sm" aria-label={`Open mail ${mail.id}`} onClick={() => onOpen(mail)}>
            Open
          </Button>
        ),
      }),
    ],
    [onOpen],
  );
  return (
    <Table
      caption="Outbox"
      columns={columns}
      data={mails}
      getRowId={(mail) => mail.id}
      loading={loading}
      loadingRows={8}
      error={error}
      onRetry={onRetry}
      emptyMessage="No mails match these filters."
      emptyDescription="Mails are kept here, instead of being sent, while no SMTP server is configured."
      page={page}
      pageSize={LOGS_PAGE_SIZE}
      total={total}
      onPageChange={onPageChange}
      minWidth="720px"
    />
  );
}
