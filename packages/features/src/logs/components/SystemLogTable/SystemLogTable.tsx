import { useMemo } from 'react';
import { LOGS_PAGE_SIZE } from '@podoffice/domain';
import { Table, createColumnHelper } from '@podoffice/ui';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import type { SystemLogFieldsFragment } from '../../api';
import { dateColumn, idColumn, openColumn } from '../logColumns';
import { Code, Summary } from '../logTable.styles';

export interface SystemLogTableProps extends PagedTableProps {
  /** The lines of the current page. */
  logs: SystemLogFieldsFragment[];
  /** Opens a line's detail; keep it stable (useCallback) so the rows keep their buttons. */
  onOpen: (log: SystemLogFieldsFragment) => void;
}

const column = createColumnHelper<SystemLogFieldsFragment>();

/** The system log, 25 a page: ID, date, type, message and a Details button. */
export function SystemLogTable({ logs, onOpen, ...paging }: SystemLogTableProps) {
  const columns = useMemo(
    () => [
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
      openColumn<SystemLogFieldsFragment>({
        id: 'details',
        header: 'Details',
        label: 'Details',
        ariaLabel: (log) => `Details of log ${log.id}`,
        onOpen,
        width: '110px',
      }),
    ],
    [onOpen],
  );
  return (
    <Table
      pageSize={LOGS_PAGE_SIZE}
      {...paging}
      caption="System log"
      columns={columns}
      data={logs}
      getRowId={(log) => log.id}
      loadingRows={8}
      emptyMessage="No log lines match these filters."
      minWidth="760px"
    />
  );
}
