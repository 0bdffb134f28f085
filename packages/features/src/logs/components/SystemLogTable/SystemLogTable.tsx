import { useMemo } from 'react';
import { LOGS_PAGE_SIZE, formatOrderDate } from '@podoffice/domain';
import { Button, Table, createColumnHelper } from '@podoffice/ui';
import type { SystemLogFieldsFragment } from '../../api';
import { Code, Summary } from '../logTable.styles';

export interface SystemLogTableProps {
  /** The lines of the current page. */
  logs: SystemLogFieldsFragment[];
  /** Lines across all pages. */
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
  /** Opens a line's detail; keep it stable (useCallback) so the rows keep their buttons. */
  onOpen: (log: SystemLogFieldsFragment) => void;
}

const column = createColumnHelper<SystemLogFieldsFragment>();

/** The system log, 25 a page: ID, date, type, message and a Details button. */
export function SystemLogTable({
  logs,
  total,
  page,
  onPageChange,
  loading = false,
  error,
  onRetry,
  onOpen,
}: SystemLogTableProps) {
  const columns = useMemo(
    () => [
      column.accessor('id', { header: 'ID', meta: { width: '72px' } }),
      column.accessor('created_at', {
        header: 'Date',
        cell: (c) => formatOrderDate(c.getValue()),
        meta: { width: '190px' },
      }),
      column.accessor('type', {
        header: 'Type',
        cell: (c) => <Code>{c.getValue()}</Code>,
        meta: { width: '120px' },
      }),
      column.accessor('message', {
        header: 'Message',
        cell: (c) => <Summary>{c.getValue()}</Summary>,
      }),
      column.display({
        id: 'details',
        header: 'Details',
        meta: { width: '110px' },
        cell: ({ row: { original: log } }) => (
          <Button size="sm" aria-label={`Details of log ${log.id}`} onClick={() => onOpen(log)}>
            Details
          </Button>
        ),
      }),
    ],
    [onOpen],
  );
  return (
    <Table
      caption="System log"
      columns={columns}
      data={logs}
      getRowId={(log) => log.id}
      loading={loading}
      loadingRows={8}
      error={error}
      onRetry={onRetry}
      emptyMessage="No log lines match these filters."
      page={page}
      pageSize={LOGS_PAGE_SIZE}
      total={total}
      onPageChange={onPageChange}
      minWidth="760px"
    />
  );
}
