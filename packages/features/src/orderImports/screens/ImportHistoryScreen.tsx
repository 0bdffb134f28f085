import { useCallback, useState } from 'react';
import { IMPORT_HISTORY_PAGE_SIZE, MESSAGES, canReadImportHistory } from '@podoffice/domain';
import { DateRangePicker, EmptyState, FilterBar, FormField, TextInput } from '@podoffice/ui';
import { errorMessage, selectApiEndpoint } from '../../api/baseApi';
import { useEmbedding } from '../../embed/embedding';
import { startDownload } from '../../shared/download';
import { useAppliedText } from '../../shared/list/useAppliedText';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import {
  useDownloadImportRefusedMutation,
  useImportHistoryQuery,
  type ImportHistoryFieldsFragment,
} from '../api';
import { ImportHistoryTable } from '../components/ImportHistoryTable';
import { importHistoryParams, importHistoryRange } from './listParams';
import { Page, Title } from './OrderImports.styles';

/**
 * /orders/import-history: the CSV imports of the caller's sites (every
 * site's for staff), last 7 days unless other dates are picked, searched by file name, 20 a page,
 * each with its refused rows to download. A Supplier imports nothing and is told so.
 */
export function ImportHistoryScreen() {
  const user = useAppSelector(selectCurrentUser);
  if (!canReadImportHistory(user)) {
    return (
      <EmptyState
        title="Import history"
        description="Sellers import orders from CSV files; a supplier receives them under Orders once they are ready."
      />
    );
  }
  return <ImportHistoryList />;
}

function ImportHistoryList() {
  const dispatch = useAppDispatch();
  const { showTitle } = useEmbedding();
  const apiEndpoint = useAppSelector(selectApiEndpoint);
  const place = useListParams(importHistoryParams);
  const range = importHistoryRange(place.filters);
  const query = useImportHistoryQuery({
    filter: {
      ...range,
      search: place.filters.search || null,
      limit: IMPORT_HISTORY_PAGE_SIZE,
      offset: (place.page - 1) * IMPORT_HISTORY_PAGE_SIZE,
    },
  });
  const list = usePagedList(
    place,
    query,
    (data) => data.listImportHistory,
    IMPORT_HISTORY_PAGE_SIZE,
  );
  const search = useAppliedText(place.filters.search, (text) =>
    list.setFilters({ ...place.filters, search: text }),
  );
  const [download] = useDownloadImportRefusedMutation();
  const [downloading, setDownloading] = useState<string | null>(null);
  const onDownloadRefused = useCallback(
    (entry: ImportHistoryFieldsFragment) => {
      setDownloading(entry.id);
      void download({ id: entry.id }).then((result) => {
        setDownloading(null);
        if (result.data) {
          startDownload(
            result.data.downloadImportRefused,
            `refused-${entry.origin_name}`,
            apiEndpoint,
          );
        } else {
          dispatch(
            notify({ type: 'error', message: errorMessage(result.error, MESSAGES.somethingWrong) }),
          );
        }
      });
    },
    [apiEndpoint, dispatch, download],
  );

  return (
    <Page>
      {/* In the app the title bar says it (the name once, as on /orders); the table keeps its caption. */}
      {showTitle && <Title>Import history</Title>}
      <FilterBar
        aria-label="Import history filters"
        onReset={() => list.setFilters({ from: null, to: null, search: '' })}
        resetDisabled={!place.filters.from && !place.filters.search}
      >
        <FilterBar.Item grow>
          <FormField label="Search" help="The file's name">
            <TextInput type="search" maxLength={100} {...search} />
          </FormField>
        </FilterBar.Item>
        <FilterBar.Item width={250}>
          <FormField label="Date">
            <DateRangePicker
              value={range}
              onChange={(next) =>
                list.setFilters({ ...place.filters, from: next.from, to: next.to })
              }
            />
          </FormField>
        </FilterBar.Item>
      </FilterBar>
      <ImportHistoryTable
        imports={list.rows}
        {...list.table}
        onDownloadRefused={onDownloadRefused}
        downloadingId={downloading}
      />
    </Page>
  );
}
