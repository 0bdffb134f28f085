import { silenceErrorToasts } from '../../api/errorPolicy';
import { api as changesApi } from './OrderChanges.generated';
import { api } from './Orders.generated';
import { api as designsGenerated } from './OrderDesigns.generated';
import { api as dtfPushGenerated } from './DtfPush.generated';
import { api as trackingsGenerated } from './Trackings.generated';
import { api as transfersApi } from './Transfers.generated';
import { api as savedViewsGenerated } from './SavedViews.generated';

const ORDERS = { type: 'Order', id: 'LIST' } as const;
// Dashboard cards count orders by status: a change of status moves them too.
const DASHBOARD = 'Dashboard' as const;
const comments = (orderId: string) => ({ type: 'Order', id: `comments:${orderId}` }) as const;
const activities = (orderId: string) => ({ type: 'Order', id: `activities:${orderId}` }) as const;

/**
 * The order reads with their cache tags. Every order change invalidates ORDERS, which the list (and
 * its tab counts), the detail, the drawers and the modals' choices provide, so they refetch
 * together; a comment refreshes only its order's comments and activities.
 */
export const ordersApi = api.enhanceEndpoints({
  endpoints: {
    Orders: { providesTags: [ORDERS] },
    Order: { providesTags: (_r, _e, { id }) => [ORDERS, { type: 'Order', id }] },
    OrderComments: { providesTags: (_r, _e, { order_id }) => [ORDERS, comments(order_id)] },
    OrderEntityLogs: {
      providesTags: (_r, _e, { filter }) => [ORDERS, activities(filter.id)],
    },
  },
});

const change = { invalidatesTags: [ORDERS, DASHBOARD] };

export const orderChangesApi = changesApi.enhanceEndpoints({
  endpoints: {
    PauseOrder: change,
    ResumeOrder: change,
    CancelOrder: change,
    SplitOrderPersonalized: change,
    UpdateOrderStatus: change,
    AssignOrderSupplier: change,
    AssignOrderCarrier: change,
    RefreshOrder: change,
    EnterPayment: change,
    DeleteOrder: change,
    DeleteOrderInfo: change,
    UpdateCustomerInfo: change,
    ReMapOrderVariant: change,
    UpdateOrderQuantity: change,
    CreateComment: {
      invalidatesTags: (_r, _e, { order_id }) => [comments(order_id), activities(order_id)],
    },
    OrderVariantChoices: { providesTags: [ORDERS] },
    OrderCarrierChoices: { providesTags: [ORDERS] },
    OrderSupplierChoices: { providesTags: [ORDERS] },
  },
});

// The table, the detail and the drawers show a failed load in their own error state (with Retry);
// a missing filter choice or banner is not worth a toast: the bar still works without it. The
// modals' choices show their load error inside the modal. The changes keep the global toast: spec 2
// §8, any failed call shows the server's first message.
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
  'OrderCurrentSite',
  'OrderVariantChoices',
  'OrderCarrierChoices',
  'OrderSupplierChoices',
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
  useOrderCurrentSiteQuery,
} = ordersApi;

export const {
  usePauseOrderMutation,
  useResumeOrderMutation,
  useCancelOrderMutation,
  useSplitOrderPersonalizedMutation,
  useUpdateOrderStatusMutation,
  useAssignOrderSupplierMutation,
  useAssignOrderCarrierMutation,
  useRefreshOrderMutation,
  useEnterPaymentMutation,
  useDeleteOrderMutation,
  useDeleteOrderInfoMutation,
  useUpdateCustomerInfoMutation,
  useCreateCommentMutation,
  useReMapOrderVariantMutation,
  useUpdateOrderQuantityMutation,
  useOrderVariantChoicesQuery,
  useOrderCarrierChoicesQuery,
  useOrderSupplierChoicesQuery,
} = orderChangesApi;

export type * from './Orders.generated';

// The order exports start a job (shared/jobs): the receivers modal shows a refusal, not a toast.
silenceErrorToasts('ExportOrders', 'SupplierExportOrder');
export { useExportOrdersMutation, useSupplierExportOrderMutation } from './OrderExports.generated';

/** Transfer Orders: a transfer changes orders, so the lists, counts and statistics read again. */
export const orderTransfersApi = transfersApi.enhanceEndpoints({
  endpoints: {
    SupplierOrderStats: { providesTags: [ORDERS] },
    TransferTypeVariants: { providesTags: [ORDERS] },
    TransferOrders: { invalidatesTags: [ORDERS, DASHBOARD] },
  },
});
// The screen says 'Tranfer Orders Fail' and 'Get List Orders Fail' itself (spec 2 §8).
silenceErrorToasts('SupplierOrderStats', 'TransferOrders');
export {
  useSupplierOrderStatsQuery,
  useTransferTypeVariantsQuery,
  useTransferOrdersMutation,
} from './Transfers.generated';

const TRACKINGS = { type: 'Tracking', id: 'LIST' } as const;
const trackingLog = (id: string) => ({ type: 'Tracking', id: `logs:${id}` }) as const;

/**
 * Trackings: a tracking change moves the trackings page (and its tabs' counts) and the orders that
 * show it (the tracking column, Add Tracking's availability); Update, Re-submit and Re push also
 * add lines to the tracking's log.
 */
export const trackingsApi = trackingsGenerated.enhanceEndpoints({
  endpoints: {
    TrackingList: { providesTags: [TRACKINGS] },
    TrackingLogs: { providesTags: (_r, _e, { id }) => [trackingLog(id)] },
    TrackingOrderCarriers: { providesTags: [ORDERS] },
    AddTracking: { invalidatesTags: [TRACKINGS, ORDERS] },
    ReSubmitTracking: {
      invalidatesTags: (_r, _e, { id }) => [TRACKINGS, trackingLog(id)],
    },
    ReTrack: { invalidatesTags: (_r, _e, { id }) => [TRACKINGS, trackingLog(id)] },
    RePushTracking: { invalidatesTags: (_r, _e, { id }) => [TRACKINGS, trackingLog(id)] },
  },
});
// The page shows a failed list, log or carriers load in its own error state; §8 words the failed
// saves ('Save tracking error: …', 'Re-submit tracking error: …') and the import shows its refusal.
silenceErrorToasts(
  'TrackingList',
  'TrackingLogs',
  'TrackingOrderCarriers',
  'AddTracking',
  'ReSubmitTracking',
  'ImportTracking',
  'ExportTracking',
);
export const {
  useTrackingListQuery,
  useTrackingLogsQuery,
  useTrackingOrderCarriersQuery,
  useAddTrackingMutation,
  useReSubmitTrackingMutation,
  useReTrackMutation,
  useRePushTrackingMutation,
  useImportTrackingMutation,
  useDownloadTrackingMutation,
  useExportTrackingMutation,
} = trackingsApi;
export type {
  TrackingRowFieldsFragment,
  TrackingListQuery,
  TrackingLogsQuery,
  TrackingOrderCarriersQuery,
} from './Trackings.generated';

/** The Upload Designs drawer: a saved design or label changes the order (its designs, its status). */
export const orderDesignsApi = designsGenerated.enhanceEndpoints({
  endpoints: {
    OrderDesigns: { providesTags: (_r, _e, { id }) => [ORDERS, { type: 'Order', id }] },
    UpdateOrderPrintFiles: { invalidatesTags: [ORDERS, DASHBOARD] },
    UpdateOrderLabelImageId: { invalidatesTags: [ORDERS] },
  },
});
// The drawer shows a failed load, upload or save itself ('Could not upload file', §8).
silenceErrorToasts(
  'OrderDesigns',
  'DesignUploadUrl',
  'RecordDesignFile',
  'UpdateOrderPrintFiles',
  'UpdateOrderLabelImageId',
  'ReDownloadPrintFiles',
);
export const {
  useOrderDesignsQuery,
  useDesignUploadUrlMutation,
  useRecordDesignFileMutation,
  useUpdateOrderPrintFilesMutation,
  useUpdateOrderLabelImageIdMutation,
  useReDownloadPrintFilesMutation,
} = orderDesignsApi;

/**
 * The DTF push: the mapping modal reads an order's designs (an upload changes them); a push's job
 * moves the orders when it ends, so the screen invalidates the list then (invalidateOrderList).
 */
export const dtfPushApi = dtfPushGenerated.enhanceEndpoints({
  endpoints: {
    DtfOrderMapping: {
      providesTags: (_r, _e, { order_id }) => [ORDERS, { type: 'Order', id: order_id }],
    },
  },
});
// The modal shows a failed load itself (with Retry); a refused push keeps the global toast (§8: the
// first item of the response's errors is shown as an error).
silenceErrorToasts('DtfOrderMapping');
export const { useDtfOrderMappingQuery, useDtfPushOrderMutation, useDtfPushAllOrderReadyMutation } =
  dtfPushApi;

/** After a job changed orders (a DTF push): the list, its counts, the detail and the dashboard reload. */
export const invalidateOrderList = () => dtfPushApi.util.invalidateTags([ORDERS, DASHBOARD]);

const SAVED_VIEWS = { type: 'SavedView', id: 'LIST' } as const;

/** A user's saved views of the orders screen: a save or a delete reloads the bar. */
export const savedViewsApi = savedViewsGenerated.enhanceEndpoints({
  endpoints: {
    SavedViews: { providesTags: [SAVED_VIEWS] },
    CreateSavedView: { invalidatesTags: [SAVED_VIEWS] },
    DeleteSavedView: { invalidatesTags: [SAVED_VIEWS] },
  },
});
// The bar shows a failed load (with Retry) and a refused save under the name itself.
silenceErrorToasts('SavedViews', 'CreateSavedView');
export const { useSavedViewsQuery, useCreateSavedViewMutation, useDeleteSavedViewMutation } =
  savedViewsApi;
