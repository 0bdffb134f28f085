import { useCallback, useState } from 'react';
import { LOGS_PAGE_SIZE, formatOrderDate } from '@podoffice/domain';
import { usePagedRows } from '../../shared/pagedList';
import { useSystemLogTypesQuery, useSystemLogsQuery, type SystemLogFieldsFragment } from '../api';
import { LogDetailModal } from '../components/LogDetailModal';
import { LogFilters } from '../components/LogFilters';
import { SystemLogTable } from '../components/SystemLogTable';
import { Page } from './LogsScreen.styles';
import { useLogFilters } from './useLogFilters';

/**
 * System log (/egg/logs, Administrator only): what the platform reports (tracking checks, order
 * fetches, webhooks, failed mails), with search, type and date filters, 25 a page, and a detail.
 */
export function SystemLogsScreen() {
  const { filters, page, filter, setFilters, setPage, replacePage } = useLogFilters();
  const logs = useSystemLogsQuery({ filter });
  const { rows, total, loading, error } = usePagedRows(logs, (data) => data.logs, {
    page,
    pageSize: LOGS_PAGE_SIZE,
    replacePage,
  });
  const types = useSystemLogTypesQuery();
  const [open, setOpen] = useState<SystemLogFieldsFragment | null>(null);
  const onOpen = useCallback((log: SystemLogFieldsFragment) => setOpen(log), []);
  return (
    <Page>
      <LogFilters
        ariaLabel="System log filters"
        searchHelp="Type or message; press Enter to search"
        value={filters}
        onChange={setFilters}
        types={types.data?.logTypes ?? []}
        typesLoading={types.isLoading}
      />
      <SystemLogTable
        logs={rows}
        total={total}
        page={page}
        onPageChange={setPage}
        loading={loading}
        error={error}
        onRetry={logs.refetch}
        onOpen={onOpen}
      />
      {open && (
        <LogDetailModal
          open
          onClose={() => setOpen(null)}
          title={`Log ${open.id}`}
          facts={[
            { label: 'Date', value: formatOrderDate(open.created_at) },
            { label: 'Type', value: open.type },
          ]}
          blocks={[{ label: 'Message', text: open.message }]}
        />
      )}
    </Page>
  );
}
