import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './OrderImports.generated';

const LIST = { type: 'ImportHistory', id: 'LIST' } as const;

/** The CSV order import's endpoints; an import's job ending reads the history again. */
export const orderImportsApi = api.enhanceEndpoints({
  endpoints: {
    ImportHistory: { providesTags: [LIST] },
  },
});

// The table shows a failed load; the import page shows its dry run's failure itself.
silenceErrorToasts('ImportHistory', 'ValidateOrderImport', 'ImportSite');

export const {
  useImportHistoryQuery,
  useDownloadImportRefusedMutation,
  useLazyValidateOrderImportQuery,
  useDownloadOrderImportRefusedMutation,
  useImportFromCsvMutation,
  useImportSiteQuery,
} = orderImportsApi;

/** After an import: the history and the orders lists are read again. */
export const invalidateAfterImport = () =>
  orderImportsApi.util.invalidateTags([LIST, 'Order', 'Dashboard']);

export type * from './OrderImports.generated';
