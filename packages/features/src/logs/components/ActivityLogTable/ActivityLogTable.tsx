import { createColumnHelper } from '@podoffice/ui';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import type { ActivityLogFieldsFragment } from '../../api';
import { dateColumn, detailsButton, idColumn } from '../logColumns';
import { LogTable } from '../LogTable';
import { Code, Muted, Summary } from '../logTable.styles';

export interface ActivityLogTableProps extends PagedTableProps {
  /** The lines of the current page. */
  logs: ActivityLogFieldsFragment[];
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

const columns = [
  idColumn<ActivityLogFieldsFragment>(),
  dateColumn<ActivityLogFieldsFragment>(),
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
];

const openButton = detailsButton<ActivityLogFieldsFragment>('activity');

/** The activity log, 25 a page: ID, date, type, who, which fields changed, and a Details button. */
export function ActivityLogTable({ logs, ...rest }: ActivityLogTableProps) {
  return (
    <LogTable
      {...rest}
      lines={logs}
      columns={columns}
      openButton={openButton}
      caption="Activity log"
      emptyMessage="No activity matches these filters."
      minWidth="860px"
    />
  );
}
