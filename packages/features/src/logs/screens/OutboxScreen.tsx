import { useState } from 'react';
import { LOGS_PAGE_SIZE } from '@podoffice/domain';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { useOutboxMailsQuery, type OutboxMailFieldsFragment } from '../api';
import { MailDetailModal } from '../components/MailDetailModal';
import { OutboxFilters } from '../components/OutboxFilters';
import { OutboxTable } from '../components/OutboxTable';
import { outboxFilterParams, toOutboxFilter } from './outboxParams';
import { Page } from './LogsScreen.styles';

/**
 * Outbox (/egg/outbox, Administrator only): the mails the server kept instead of sending them (no
 * SMTP server configured), newest first, with recipient and search filters, 25 a page, and each
 * mail's body, so the demo's activation and password-reset links can be followed.
 */
export function OutboxScreen() {
  const place = useListParams(outboxFilterParams);
  // Mails arrive while nobody watches: each visit asks again rather than showing a cached page.
  const mails = useOutboxMailsQuery(
    { filter: toOutboxFilter(place.filters, place.page) },
    { refetchOnMountOrArgChange: true },
  );
  const list = usePagedList(place, mails, (data) => data.outboxMails, LOGS_PAGE_SIZE);
  const [open, setOpen] = useState<OutboxMailFieldsFragment | null>(null);
  return (
    <Page>
      <OutboxFilters value={list.filters} onChange={list.setFilters} />
      <OutboxTable mails={list.rows} {...list.table} onOpen={setOpen} />
      <MailDetailModal mail={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
