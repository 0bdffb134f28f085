import { useCallback } from 'react';
import { EXPORT_FILES_PAGE_SIZE, isLimitedToOwnExports } from '@podoffice/domain';
import { selectApiEndpoint } from '../../api/baseApi';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/session';
import {
  useDownloadExportFileMutation,
  useOrderExportsQuery,
  type OrderExportFieldsFragment,
} from '../api';
import { ExportFilesFilters } from '../components/ExportFilesFilters';
import { ExportFilesTable } from '../components/ExportFilesTable';
import { startDownload } from '../../shared/download';
import { exportFilterParams, toExportVariables } from './filterParams';
import { Page } from './ExportFilesScreen.styles';

/**
 * Exported CSV files (/export-orders, Administrator and Supplier; the app's title bar carries the
 * page heading): the order export files with a date filter and search, 20 a page, each with a
 * download. A supplier sees only the files exported for them.
 */
export function ExportFilesScreen() {
  const user = useAppSelector(selectCurrentUser);
  const place = useListParams(exportFilterParams);
  const files = useOrderExportsQuery(toExportVariables(place.filters, place.page));
  const list = usePagedList(place, files, (data) => data.orderExports, EXPORT_FILES_PAGE_SIZE);
  const [download] = useDownloadExportFileMutation();
  const apiEndpoint = useAppSelector(selectApiEndpoint);

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
      <ExportFilesFilters value={list.filters} onChange={list.setFilters} />
      <ExportFilesTable
        files={list.rows}
        {...list.table}
        showOwner={!isLimitedToOwnExports(user)}
        onDownload={onDownload}
        filtered={Boolean(list.filters.from || list.filters.to || list.filters.search)}
      />
    </Page>
  );
}
