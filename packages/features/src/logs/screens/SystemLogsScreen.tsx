import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LOGS_PAGE_SIZE, formatOrderDate } from '@podoffice/domain';
import { pageFromParams, usePagedRows } from '../../shared/pagedList';
import { useSystemLogTypesQuery, useSystemLogsQuery, type SystemLogFieldsFragment } from '../api';
import { LogDetailModal } from '../components/LogDetailModal';
import { LogFilters, type LogFilterValues } from '../components/LogFilters';
import { SystemLogTable } from '../components/SystemLogTable';
import { logFiltersFromParams, paramsFromLogFilters, toLogFilter } from './filterParams';
import { Page } from './LogsScreen.styles';

/**
 * System log (/egg/logs, Administrator only): what the platform reports (tracking checks, order
 * fetches, webhooks, failed mails), with search, type and date filters, 25 a page, and a detail.
 */
export function SystemLogsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = logFiltersFromParams(params);
  const page = pageFromParams(params);
  const logs = useSystemLogsQuery({ filter: toLogFilter(filters, page) });
  const { rows, total, loading, error } = usePagedRows(logs, (data) => data.logs, {
    page,
    pageSize: LOGS_PAGE_SIZE,
    replacePage: (next) => setParams(paramsFromLogFilters(filters, next), { replace: true }),
  });
  const types = useSystemLogTypesQuery();
  const [open, setOpen] = useState<SystemLogFieldsFragment | null>(null);
  const onOpen = useCallback((log: SystemLogFieldsFragment) => setOpen(log), []);

  const setFilters = (next: LogFilterValues) => setParams(paramsFromLogFilters(next, 1));
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
        onPageChange={(next) => setParams(paramsFromLogFilters(filters, next))}
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
