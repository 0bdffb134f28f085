import { useCallback, useState } from 'react';
import { LOGS_PAGE_SIZE, formatOrderDate } from '@podoffice/domain';
import { usePagedRows } from '../../shared/pagedList';
import {
  useActivityLogTypesQuery,
  useActivityLogsQuery,
  type ActivityLogFieldsFragment,
} from '../api';
import { ActivityLogTable, changedFields } from '../components/ActivityLogTable';
import { LogDetailModal } from '../components/LogDetailModal';
import { LogFilters } from '../components/LogFilters';
import { Page } from './LogsScreen.styles';
import { useLogFilters } from './useLogFilters';

/**
 * Activity log (/egg/order-logs, Administrator only): who changed what, with search, type and
 * date filters in the address, 25 a page, and a detail with the old and new data as JSON.
 */
export function ActivityLogsScreen() {
  const { filters, page, filter, setFilters, setPage, replacePage } = useLogFilters();
  const logs = useActivityLogsQuery({ filter });
  const { rows, total, loading, error } = usePagedRows(logs, (data) => data.activityLogs, {
    page,
    pageSize: LOGS_PAGE_SIZE,
    replacePage,
  });
  const types = useActivityLogTypesQuery();
  const [open, setOpen] = useState<ActivityLogFieldsFragment | null>(null);
  const onOpen = useCallback((log: ActivityLogFieldsFragment) => setOpen(log), []);
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
