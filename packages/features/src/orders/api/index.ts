import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Orders.generated';

const ORDERS = { type: 'Order', id: 'LIST' } as const;

/**
 * The order reads with their cache tag. The order mutations of a later wave invalidate ORDERS so
 * the list, its tab counts and the detail refresh together.
 */
export const ordersApi = api.enhanceEndpoints({
  endpoints: {
    Orders: { providesTags: [ORDERS] },
    Order: { providesTags: (_r, _e, { id }) => [ORDERS, { type: 'Order', id }] },
    OrderComments: { providesTags: [ORDERS] },
    OrderEntityLogs: { providesTags: [ORDERS] },
  },
});

// The table, the detail and the drawers show a failed load in their own error state (with Retry);
// a missing filter choice or banner is not worth a toast: the bar still works without it.
silenceErrorToasts(
  'Orders',
  'Order',
  'OrderComments',
  'OrderEntityLogs',
  'OrderFilterProductTypes',
  'OrderFilterSuppliers',
  'OrderFilterSellers',
  'OrderFilterSites',
  'SellerMessage',
);

export const {
  useOrdersQuery,
  useOrderQuery,
  useOrderCommentsQuery,
  useOrderEntityLogsQuery,
  useOrderFilterProductTypesQuery,
  useOrderFilterSuppliersQuery,
  useOrderFilterSellersQuery,
  useOrderFilterSitesQuery,
  useSellerMessageQuery,
} = ordersApi;

export type * from './Orders.generated';
