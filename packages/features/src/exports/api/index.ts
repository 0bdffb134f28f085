import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Exports.generated';

/** The export files endpoints; a download address is asked for on each click, never cached. */
export const exportsApi = api.enhanceEndpoints({
  endpoints: {
    OrderExports: { providesTags: [{ type: 'OrderExport', id: 'LIST' }] },
  },
});

// The table shows a failed load in its error state.
silenceErrorToasts('OrderExports');

export const { useOrderExportsQuery, useDownloadExportFileMutation } = exportsApi;

export type * from './Exports.generated';
