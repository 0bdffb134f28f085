import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES, formatOrderDate } from '@podoffice/domain';
import { errorMessage } from '../../api/baseApi';
import {
  useActivityLogTypesQuery,
  useActivityLogsQuery,
  type ActivityLogFieldsFragment,
} from '../api';
import { ActivityLogTable, changedFields } from '../components/ActivityLogTable';
import { LogDetailModal } from '../components/LogDetailModal';
import { LogFilters, type LogFilterValues } from '../components/LogFilters';
import {
  logFiltersFromParams,
  pageFromParams,
  paramsFromLogFilters,
  toLogFilter,
} from './filterParams';
import { Page } from './LogsScreen.styles';

/**
 * Activity log (/egg/order-logs, Administrator only): who changed what, with search, type and
 * date filters in the address, 25 a page, and a detail with the old and new data as JSON.
 */
export function ActivityLogsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = logFiltersFromParams(params);
  const page = pageFromParams(params);
  const logs = useActivityLogsQuery({ filter: toLogFilter(filters, page) });
  const types = useActivityLogTypesQuery();
  const [open, setOpen] = useState<ActivityLogFieldsFragment | null>(null);
  const onOpen = useCallback((log: ActivityLogFieldsFragment) => setOpen(log), []);

  const setFilters = (next: LogFilterValues) => setParams(paramsFromLogFilters(next, 1));
  const list = logs.data?.activityLogs;
  return (
    <Page>
      <LogFilters
        ariaLabel="Activity log filters"
        searchHelp="Type, changed data, or the user's name or email; press Enter to search"
        value={filters}
        onChange={setFilters}
        types={types.data?.activityLogTypes ?? []}
        typesLoading={types.isLoading}
      />
      <ActivityLogTable
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
          title={`Activity ${open.id}`}
          facts={[
            { label: 'Date', value: formatOrderDate(open.created_at) },
            { label: 'Type', value: open.type },
            {
              label: 'User',
              value: open.user
                ? `${open.user.first_name} ${open.user.last_name} (${open.user.email})`
                : 'System',
            },
            { label: 'Changed', value: changedFields(open).join(', ') || '—' },
          ]}
          blocks={[
            { label: 'Old data', text: open.old_data },
            { label: 'New data', text: open.new_data },
          ]}
        />
      )}
    </Page>
  );
}
