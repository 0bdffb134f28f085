import { createColumnHelper } from '@podoffice/ui';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import type { SystemLogFieldsFragment } from '../../api';
import { dateColumn, detailsButton, idColumn } from '../logColumns';
import { LogTable } from '../LogTable';
import { Code, Summary } from '../logTable.styles';

export interface SystemLogTableProps extends PagedTableProps {
  /** The lines of the current page. */
  logs: SystemLogFieldsFragment[];
  /** Opens a line's detail; keep it stable (useCallback) so the rows keep their buttons. */
  onOpen: (log: SystemLogFieldsFragment) => void;
}

const column = createColumnHelper<SystemLogFieldsFragment>();

const columns = [
  idColumn<SystemLogFieldsFragment>(),
  dateColumn<SystemLogFieldsFragment>(),
  column.accessor('type', {
    header: 'Type',
    cell: (c) => <Code>{c.getValue()}</Code>,
    meta: { width: '120px' },
  }),
  column.accessor('message', {
    header: 'Message',
    cell: (c) => <Summary>{c.getValue()}</Summary>,
  }),
];

const openButton = detailsButton<SystemLogFieldsFragment>('log');

/** The system log, 25 a page: ID, date, type, message and a Details button. */
export function SystemLogTable({ logs, ...rest }: SystemLogTableProps) {
  return (
    <LogTable
      {...rest}
      lines={logs}
      columns={columns}
      openButton={openButton}
      caption="System log"
      emptyMessage="No log lines match these filters."
      minWidth="760px"
    />
  );
}
