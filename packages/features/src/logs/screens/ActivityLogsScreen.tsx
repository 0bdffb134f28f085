import { useState } from 'react';
import { LOGS_PAGE_SIZE, formatOrderDate } from '@podoffice/domain';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import {
  useActivityLogTypesQuery,
  useActivityLogsQuery,
  type ActivityLogFieldsFragment,
} from '../api';
import { ActivityLogTable, changedFields } from '../components/ActivityLogTable';
import { LogDetailModal } from '../components/LogDetailModal';
import { LogFilters } from '../components/LogFilters';
import { logFilterParams, toLogFilter } from './filterParams';
import { Page } from './LogsScreen.styles';

/** Who made a change, as the detail names them. */
function author({ user }: ActivityLogFieldsFragment): string {
  return user ? `${user.first_name} ${user.last_name} (${user.email})` : 'System';
}

/**
 * Activity log (/egg/order-logs, Administrator only): who changed what, with search, type and
 * date filters in the address, 25 a page, and a detail with the old and new data as JSON.
 */
export function ActivityLogsScreen() {
  const place = useListParams(logFilterParams);
  const logs = useActivityLogsQuery({ filter: toLogFilter(place.filters, place.page) });
  const list = usePagedList(place, logs, (data) => data.activityLogs, LOGS_PAGE_SIZE);
  const types = useActivityLogTypesQuery();
  const [open, setOpen] = useState<ActivityLogFieldsFragment | null>(null);
  return (
    <Page>
      <LogFilters
        aria-label="Activity log filters"
        searchHelp="Type, changed data, or the user's name or email; press Enter to search"
        value={list.filters}
        onChange={list.setFilters}
        types={types.data?.activityLogTypes ?? []}
        typesLoading={types.isLoading}
      />
      <ActivityLogTable logs={list.rows} {...list.table} onOpen={setOpen} />
      {open && (
        <LogDetailModal
          open
          onClose={() => setOpen(null)}
          title={`Activity ${open.id}`}
          facts={[
            { label: 'Date', value: formatOrderDate(open.created_at) },
            { label: 'Type', value: open.type },
            { label: 'User', value: author(open) },
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
