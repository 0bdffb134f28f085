import { useState } from 'react';
import { LOGS_PAGE_SIZE, formatOrderDate } from '@podoffice/domain';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { useSystemLogTypesQuery, useSystemLogsQuery, type SystemLogFieldsFragment } from '../api';
import { LogDetailModal } from '../components/LogDetailModal';
import { LogFilters } from '../components/LogFilters';
import { SystemLogTable } from '../components/SystemLogTable';
import { logFilterParams, toLogFilter } from './filterParams';
import { Page } from './LogsScreen.styles';

/**
 * System log (/egg/logs, Administrator only): what the platform reports (tracking checks, order
 * fetches, webhooks, failed mails), with search, type and date filters, 25 a page, and a detail.
 */
export function SystemLogsScreen() {
  const place = useListParams(logFilterParams);
  const logs = useSystemLogsQuery({ filter: toLogFilter(place.filters, place.page) });
  const list = usePagedList(place, logs, (data) => data.logs, LOGS_PAGE_SIZE);
  const types = useSystemLogTypesQuery();
  const [open, setOpen] = useState<SystemLogFieldsFragment | null>(null);
  return (
    <Page>
      <LogFilters
        aria-label="System log filters"
        searchHelp="Type or message; press Enter to search"
        value={list.filters}
        onChange={list.setFilters}
        types={types.data?.logTypes ?? []}
        typesLoading={types.isLoading}
      />
      <SystemLogTable logs={list.rows} {...list.table} onOpen={setOpen} />
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
