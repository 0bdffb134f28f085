import { useMemo } from 'react';
import { LOGS_PAGE_SIZE } from '@podoffice/domain';
import { Table, createColumnHelper } from '@podoffice/ui';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import type { OutboxMailFieldsFragment } from '../../api';
import { dateColumn, openColumn } from '../logColumns';
import { Summary } from '../logTable.styles';

export interface OutboxTableProps extends PagedTableProps {
  /** The mails of the current page. */
  mails: OutboxMailFieldsFragment[];
  /** Opens a mail; keep it stable (useCallback) so the rows keep their buttons. */
  onOpen: (mail: OutboxMailFieldsFragment) => void;
}

const column = createColumnHelper<OutboxMailFieldsFragment>();

/** The outbox, 25 a page: date, recipient, subject and an Open button. */
export function OutboxTable({ mails, onOpen, ...paging }: OutboxTableProps) {
  const columns = useMemo(
    () => [
      dateColumn<OutboxMailFieldsFragment>(),
      column.accessor('to', {
        header: 'Recipient',
        cell: (c) => <Summary>{c.getValue()}</Summary>,
        meta: { width: '280px' },
      }),
      column.accessor('subject', {
        header: 'Subject',
        cell: (c) => <Summary>{c.getValue()}</Summary>,
      }),
      openColumn<OutboxMailFieldsFragment>({
        id: 'open',
        header: 'Mail',
        label: 'Open',
        ariaLabel: (mail) => `Open mail ${mail.id}`,
        onOpen,
        width: '100px',
      }),
    ],
    [onOpen],
  );
  return (
    <Table
      pageSize={LOGS_PAGE_SIZE}
      {...paging}
      caption="Outbox"
      columns={columns}
      data={mails}
      getRowId={(mail) => mail.id}
      loadingRows={8}
      emptyMessage="No mails match these filters."
      emptyDescription="Mails are kept here, instead of being sent, while no SMTP server is configured."
      minWidth="720px"
    />
  );
}
