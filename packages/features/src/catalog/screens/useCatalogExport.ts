import { useCallback } from 'react';
import { selectApiEndpoint } from '../../api/baseApi';
import { startDownload } from '../../shared/download';
import { useAppSelector } from '../../store/hooks';
import { useExportCatalogMutation } from '../api';

/**
 * Catalog export by ids (exportCatalog): the server answers with a short-lived
 * download address and the browser saves the CSV from it. A refusal is announced by the API's
 * error toast (the server's message); the answer says whether the download started.
 */
export function useCatalogExport() {
  const [exportCatalog, state] = useExportCatalogMutation();
  const apiEndpoint = useAppSelector(selectApiEndpoint);
  const run = useCallback(
    async (ids: readonly string[]) => {
      const result = await exportCatalog({ ids: [...ids] });
      if (!result.data) return false;
      startDownload(result.data.exportCatalog, 'catalog.csv', apiEndpoint);
      return true;
    },
    [exportCatalog, apiEndpoint],
  );
  return { run, exporting: state.isLoading };
}
