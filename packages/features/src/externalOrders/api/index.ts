import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './ExternalOrders.generated';

const LIST = { type: 'ExternalOrder', id: 'LIST' } as const;

/**
 * The external orders endpoints. Mapping makes an order (the orders lists and the dashboards'
 * counts change); removing changes the External Order card. Fetch Orders (shared/fetchOrders)
 * reads the lists again when its job ends.
 */
export const externalOrdersApi = api.enhanceEndpoints({
  endpoints: {
    ExternalOrders: { providesTags: [LIST] },
    AdminExternalOrders: { providesTags: [LIST] },
    CreateNewOrder: { invalidatesTags: [LIST, 'Order', 'Dashboard'] },
    CreateNewOrderWithProductId: { invalidatesTags: [LIST, 'Order', 'Dashboard'] },
    RemoveMappingOrder: { invalidatesTags: [LIST, 'Dashboard'] },
  },
});

// The table shows a failed load in its error state.
// The Mapping modal shows a failed product load in its own error state.
silenceErrorToasts(
  'ExternalOrders',
  'AdminExternalOrders',
  'FetchOrdersSite',
  'MappingProducts',
  'MappingProduct',
);

export const {
  useExternalOrdersQuery,
  useAdminExternalOrdersQuery,
  useCreateNewOrderMutation,
  useCreateNewOrderWithProductIdMutation,
  useMappingProductsQuery,
  useMappingProductQuery,
  useRemoveMappingOrderMutation,
} = externalOrdersApi;

export type * from './ExternalOrders.generated';
