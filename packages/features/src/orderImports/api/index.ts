import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './OrderImports.generated';

const LIST = { type: 'ImportHistory', id: 'LIST' } as const;
/** What a shop export's rows are checked against: the items imported and the products mapped. */
const IMPORTED = { type: 'ImportHistory', id: 'IMPORTED' } as const;
const TEMPLATES = { type: 'SiteSettings', id: 'ORDER_IMPORT_TEMPLATES' } as const;

/** The CSV order import's endpoints; an import's job ending reads the history again. */
export const orderImportsApi = api.enhanceEndpoints({
  endpoints: {
    ImportHistory: { providesTags: [LIST] },
    CheckExistOrders: { providesTags: [IMPORTED] },
    ImportedProductMappings: { providesTags: [IMPORTED] },
    ImportOrder: { invalidatesTags: [IMPORTED, 'Order', 'Dashboard'] },
    OrderImportTemplates: { providesTags: [TEMPLATES] },
    SaveOrderImportTemplate: { invalidatesTags: [TEMPLATES, 'SiteSettings'] },
  },
});

// The table shows a failed load; the import page shows its dry run's failure itself.
silenceErrorToasts(
  'ImportHistory',
  'ValidateOrderImport',
  'ImportSite',
  'OrderImportTemplates',
  'SaveOrderImportTemplate',
  'ImportOrder',
);

export const {
  useImportHistoryQuery,
  useDownloadImportRefusedMutation,
  useLazyValidateOrderImportQuery,
  useDownloadOrderImportRefusedMutation,
  useImportFromCsvMutation,
  useImportSiteQuery,
  useCheckExistOrdersQuery,
  useImportedProductMappingsQuery,
  useImportOrderMutation,
  useOrderImportTemplatesQuery,
  useSaveOrderImportTemplateMutation,
} = orderImportsApi;

/** After an import: the history and the orders lists are read again. */
export const invalidateAfterImport = () =>
  orderImportsApi.util.invalidateTags([LIST, 'Order', 'Dashboard']);

export type * from './OrderImports.generated';
