import { useMemo } from 'react';
import { LOGS_PAGE_SIZE, formatOrderDate } from '@podoffice/domain';
import { Button, Table, createColumnHelper } from '@podoffice/ui';
import type { ActivityLogFieldsFragment } from '../../api';
import { Code, Muted, Summary } from '../logTable.styles';

export interface ActivityLogTableProps {
  /** The lines of the current page. */
  logs: ActivityLogFieldsFragment[];
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
  onOpen: (log: ActivityLogFieldsFragment) => void;
}

function parsed(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The top-level fields whose value differs between the old and the new data. */
export function changedFields(
  log: Pick<ActivityLogFieldsFragment, 'old_data' | 'new_data'>,
): string[] {
  const before = parsed(log.old_data);
  const after = parsed(log.new_data);
  const asRecord = (v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const [a, b] = [asRecord(before), asRecord(after)];
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
  );
}

const column = createColumnHelper<ActivityLogFieldsFragment>();

/** The activity log, 25 a page: ID, date, type, who, which fields changed, and a Details button. */
export function ActivityLogTable({
  logs,
  total,
  page,
  onPageChange,
  loading = false,
  error,
  onRetry,
  onOpen,
}: ActivityLogTableProps) {
  const columns = useMemo(
    () => [
      column.accessor('id', { header: 'ID', meta: { width: '72px' } }),
      column.accessor('created_at', {
        header: 'Date',
        cell: (c) => formatOrderDate(c.getValue()),
        meta: { width: '190px' },
      }),
      column.accessor('type', { header: 'Type', cell: (c) => <Code>{c.getValue()}</Code> }),
      column.accessor((log) => (log.user ? `${log.user.first_name} ${log.user.last_name}` : ''), {
        id: 'user',
        header: 'User',
        cell: (c) => c.getValue() || <Muted>System</Muted>,
      }),
      column.accessor((log) => changedFields(log).join(', '), {
        id: 'changed',
        header: 'Changed',
        cell: (c) => <Summary>{c.getValue() || <Muted>—</Muted>}</Summary>,
      }),
      column.display({
        id: 'details',
        header: 'Details',
        meta: { width: '110px' },
        cell: ({ row: { original: log } }) => (
          <Button
            size="sm"
            aria-label={`Details of activity ${log.id}`}
            onClick={() => onOpen(log)}
          >
            Details
          </Button>
        ),
      }),
    ],
    [onOpen],
  );
  return (
    <Table
      caption="Activity log"
      columns={columns}
      data={logs}
      getRowId={(log) => log.id}
      loading={loading}
      loadingRows={8}
      error={error}
      onRetry={onRetry}
      emptyMessage="No activity matches these filters."
      page={page}
      pageSize={LOGS_PAGE_SIZE}
      total={total}
      onPageChange={onPageChange}
      minWidth="860px"
    />
  );
}
