import { createColumnHelper } from '@podoffice/ui';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import type { OutboxMailFieldsFragment } from '../../api';
import { dateColumn } from '../logColumns';
import { LogTable } from '../LogTable';
import { Summary } from '../logTable.styles';

export interface OutboxTableProps extends PagedTableProps {
  /** The mails of the current page. */
  mails: OutboxMailFieldsFragment[];
  /** Opens a mail; keep it stable (useCallback) so the rows keep their buttons. */
  onOpen: (mail: OutboxMailFieldsFragment) => void;
}

const column = createColumnHelper<OutboxMailFieldsFragment>();

const columns = [
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
];

const openButton = {
  id: 'open',
  header: 'Mail',
  label: 'Open',
  ariaLabel: (mail: OutboxMailFieldsFragment) => `Open mail ${mail.id}`,
  width: '100px',
};

/** The outbox, 25 a page: date, recipient, subject and an Open button. */
export function OutboxTable({ mails, ...rest }: OutboxTableProps) {
  return (
    <LogTable
      {...rest}
      lines={mails}
      columns={columns}
      openButton={openButton}
      caption="Outbox"
      emptyMessage="No mails match these filters."
      emptyDescription="Mails are kept here, instead of being sent, while no SMTP server is configured."
      minWidth="720px"
    />
  );
}
