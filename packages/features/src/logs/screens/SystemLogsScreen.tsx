import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES, formatOrderDate } from '@podoffice/domain';
import { errorMessage } from '../../api/baseApi';
import { useSystemLogTypesQuery, useSystemLogsQuery, type SystemLogFieldsFragment } from '../api';
import { LogDetailModal } from '../components/LogDetailModal';
import { LogFilters, type LogFilterValues } from '../components/LogFilters';
import { SystemLogTable } from '../components/SystemLogTable';
import {
  logFiltersFromParams,
  pageFromParams,
  paramsFromLogFilters,
  toLogFilter,
} from './filterParams';
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
  const types = useSystemLogTypesQuery();
  const [open, setOpen] = useState<SystemLogFieldsFragment | null>(null);
  const onOpen = useCallback((log: SystemLogFieldsFragment) => setOpen(log), []);

  const setFilters = (next: LogFilterValues) => setParams(paramsFromLogFilters(next, 1));
  const list = logs.data?.logs;
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
        logs={logs.isError ? [] : (list?.hits ?? [])}
        total={list?.count ?? 0}
        page={page}
        onPageChange={(next) => setParams(paramsFromLogFilters(filters, next))}
        loading={logs.isLoading || (logs.isFetching && !list)}
        error={logs.isError ? errorMessage(logs.error, MESSAGES.somethingWrong) : null}
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
