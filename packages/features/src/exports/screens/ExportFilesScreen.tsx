import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EXPORT_FILES_PAGE_SIZE, isLimitedToOwnExports } from '@podoffice/domain';
import { selectApiEndpoint } from '../../api/baseApi';
import { pageFromParams, usePagedRows } from '../../shared/pagedList';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/session';
import {
  useDownloadExportFileMutation,
  useOrderExportsQuery,
  type OrderExportFieldsFragment,
} from '../api';
import { ExportFilesFilters, type ExportFileFilterValues } from '../components/ExportFilesFilters';
import { ExportFilesTable } from '../components/ExportFilesTable';
import { startDownload } from './download';
import {
  exportFiltersFromParams,
  paramsFromExportFilters,
  toExportVariables,
} from './filterParams';
import { Page } from './ExportFilesScreen.styles';

/**
 * Exported CSV files (/export-orders, Administrator and Supplier; the app's title bar carries the
 * page heading): the order export files with a date filter and search, 20 a page, each with a
 * download. A supplier sees only the files exported for them.
 */
export function ExportFilesScreen() {
  const user = useAppSelector(selectCurrentUser);
  const [params, setParams] = useSearchParams();
  const filters = exportFiltersFromParams(params);
  const page = pageFromParams(params);
  const files = useOrderExportsQuery(toExportVariables(filters, page));
  const { rows, total, loading, error } = usePagedRows(files, (data) => data.orderExports, {
    page,
    pageSize: EXPORT_FILES_PAGE_SIZE,
    replacePage: (next) => setParams(paramsFromExportFilters(filters, next), { replace: true }),
  });
  const [download] = useDownloadExportFileMutation();
  const apiEndpoint = useAppSelector(selectApiEndpoint);

  const setFilters = (next: ExportFileFilterValues) => setParams(paramsFromExportFilters(next, 1));
  const setPage = (next: number) => setParams(paramsFromExportFilters(filters, next));
  // A failure is announced by the API's error toast (the server's message).
  const onDownload = useCallback(
    (file: OrderExportFieldsFragment) => {
      void download({ id: file.id }).then((result) => {
        if (result.data) startDownload(result.data.downloadFile, file.file_name, apiEndpoint);
      });
    },
    [download, apiEndpoint],
  );

  return (
    <Page>
      <ExportFilesFilters value={filters} onChange={setFilters} />
      <ExportFilesTable
        files={rows}
        total={total}
        page={page}
        onPageChange={setPage}
        loading={loading}
        error={error}
        onRetry={files.refetch}
        showOwner={!isLimitedToOwnExports(user)}
        onDownload={onDownload}
        filtered={Boolean(filters.from || filters.to || filters.search)}
      />
    </Page>
  );
}
