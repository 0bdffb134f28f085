import { useCallback, useState } from 'react';
import { LOGS_PAGE_SIZE } from '@podoffice/domain';
import { usePagedRows } from '../../shared/pagedList';
import { useOutboxMailsQuery, type OutboxMailFieldsFragment } from '../api';
import { MailDetailModal } from '../components/MailDetailModal';
import { OutboxFilters } from '../components/OutboxFilters';
import { OutboxTable } from '../components/OutboxTable';
import { Page } from './LogsScreen.styles';
import { useOutboxFilters } from './useOutboxFilters';

/**
 * Outbox (/egg/outbox, Administrator only): the mails the server kept instead of sending them (no
 * SMTP server configured), newest first, with recipient and search filters, 25 a page, and each
 * mail's body, so the demo's activation and password-reset links can be followed.
 */
export function OutboxScreen() {
  const { filters, page, filter, setFilters, setPage, replacePage } = useOutboxFilters();
  // Mails arrive while nobody watches: each visit asks again rather than showing a cached page.
  const mails = useOutboxMailsQuery({ filter }, { refetchOnMountOrArgChange: true });
  const { rows, total, loading, error } = usePagedRows(mails, (data) => data.outboxMails, {
    page,
    pageSize: LOGS_PAGE_SIZE,
    replacePage,
  });
  const [open, setOpen] = useState<OutboxMailFieldsFragment | null>(null);
  const onOpen = useCallback((mail: OutboxMailFieldsFragment) => setOpen(mail), []);
  return (
    <Page>
      <OutboxFilters value={filters} onChange={setFilters} />
      <OutboxTable
        mails={rows}
        total={total}
        page={page}
        onPageChange={setPage}
        loading={loading}
        error={error}
        onRetry={mails.refetch}
        onOpen={onOpen}
      />
      <MailDetailModal mail={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
