/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
/** A refused import row to download again, with why it was refused. */
export type TrackingDownloadRow = {
  carrier_code?: string | null | undefined;
  order_id: string;
  reason?: string | null | undefined;
  shipping_cost?: number | null | undefined;
  total_cost?: number | null | undefined;
  tracking_code: string;
};

export type TrackingFilter = {
  /** what aggs counts by: status (the default, and the only one) */
  aggs_by?: string | null | undefined;
  /** all (the default), tracking_code, order_id (N123456 or 123456), origin_number, origin_id */
  field?: string | null | undefined;
  /** when the tracking was added: both or neither (ISO dates) */
  from?: string | null | undefined;
  /** 1 to 100; 20 when omitted */
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /** at most 100 characters */
  search?: string | null | undefined;
  /** an Administrator's or Supporter's choice; a Seller's own sites only */
  site_ids?: Array<string> | null | undefined;
  /** the tab: these statuses only (every status when omitted); aggs ignore it */
  status?: Array<string> | null | undefined;
  to?: string | null | undefined;
};

export type TrackingImportRow = {
  /** the carrier's code (EXPRESS); the order's carrier when empty */
  carrier_code?: string | null | undefined;
  /** N123456 or 123456 */
  order_id: string;
  shipping_cost?: number | null | undefined;
  /** dollars; -1 when not given */
  total_cost?: number | null | undefined;
  tracking_code: string;
};

export type TrackingRowFieldsFragment = { id: string, order_id: string, tracking_code: string, carrier_code: string | null, status: string, submitted: boolean, service_error: string | null, fulfilment_id: string | null, push_error: string | null, base_cost: number | null, shipping_cost: number | null, created_at: string, carrier: { id: string, name: string, url: string | null } | null, order: { id: string, origin_id: string, origin_number: string | null, status: string, customer: { id: string, first_name: string | null, last_name: string | null } | null, site: { id: string, title: string, platform: string }, supplier: { id: string, first_name: string, last_name: string } | null } };

export type TrackingListQueryVariables = Exact<{
  filter?: Types.TrackingFilter | null | undefined;
}>;


export type TrackingListQuery = { trackingList: { count: number, aggs: Array<{ key: string, doc_count: number }>, hits: Array<{ id: string, order_id: string, tracking_code: string, carrier_code: string | null, status: string, submitted: boolean, service_error: string | null, fulfilment_id: string | null, push_error: string | null, base_cost: number | null, shipping_cost: number | null, created_at: string, carrier: { id: string, name: string, url: string | null } | null, order: { id: string, origin_id: string, origin_number: string | null, status: string, customer: { id: string, first_name: string | null, last_name: string | null } | null, site: { id: string, title: string, platform: string }, supplier: { id: string, first_name: string, last_name: string } | null } }> } };

export type TrackingLogsQueryVariables = Exact<{
  id: string;
}>;


export type TrackingLogsQuery = { trackingLogs: Array<{ id: string, status: string | null, message: string, created_at: string }> };

export type TrackingOrderCarriersQueryVariables = Exact<{
  id: string;
}>;


export type TrackingOrderCarriersQuery = { order: { id: string, status: string, tracking: { id: string, tracking_code: string } | null, product_type: { id: string, product_type_carriers: Array<{ carrier_id: string, carrier: { id: string, name: string, status: boolean } | null }> } } };

export type AddTrackingMutationVariables = Exact<{
  order_id: string;
  carrier_id: string;
  tracking_code: string;
  base_cost?: number | null | undefined;
  shipping_cost?: number | null | undefined;
  resubmit?: boolean | null | undefined;
}>;


export type AddTrackingMutation = { addTracking: string };

export type ReSubmitTrackingMutationVariables = Exact<{
  id: string;
}>;


export type ReSubmitTrackingMutation = { reSubmitTrackingMore: { id: string, order_id: string, tracking_code: string, carrier_code: string | null, status: string, submitted: boolean, service_error: string | null, fulfilment_id: string | null, push_error: string | null, base_cost: number | null, shipping_cost: number | null, created_at: string, carrier: { id: string, name: string, url: string | null } | null, order: { id: string, origin_id: string, origin_number: string | null, status: string, customer: { id: string, first_name: string | null, last_name: string | null } | null, site: { id: string, title: string, platform: string }, supplier: { id: string, first_name: string, last_name: string } | null } } };

export type ReTrackMutationVariables = Exact<{
  id: string;
}>;


export type ReTrackMutation = { reTrack: { id: string, order_id: string, tracking_code: string, carrier_code: string | null, status: string, submitted: boolean, service_error: string | null, fulfilment_id: string | null, push_error: string | null, base_cost: number | null, shipping_cost: number | null, created_at: string, carrier: { id: string, name: string, url: string | null } | null, order: { id: string, origin_id: string, origin_number: string | null, status: string, customer: { id: string, first_name: string | null, last_name: string | null } | null, site: { id: string, title: string, platform: string }, supplier: { id: string, first_name: string, last_name: string } | null } } };

export type RePushTrackingMutationVariables = Exact<{
  id: string;
}>;


export type RePushTrackingMutation = { rePushTracking: { id: string, order_id: string, tracking_code: string, carrier_code: string | null, status: string, submitted: boolean, service_error: string | null, fulfilment_id: string | null, push_error: string | null, base_cost: number | null, shipping_cost: number | null, created_at: string, carrier: { id: string, name: string, url: string | null } | null, order: { id: string, origin_id: string, origin_number: string | null, status: string, customer: { id: string, first_name: string | null, last_name: string | null } | null, site: { id: string, title: string, platform: string }, supplier: { id: string, first_name: string, last_name: string } | null } } };

export type ImportTrackingMutationVariables = Exact<{
  input: Array<Types.TrackingImportRow> | Types.TrackingImportRow;
}>;


export type ImportTrackingMutation = { importTracking: { id: string, status: string } };

export type DownloadTrackingMutationVariables = Exact<{
  trackings: Array<Types.TrackingDownloadRow> | Types.TrackingDownloadRow;
}>;


export type DownloadTrackingMutation = { downloadTracking: string };

export type ExportTrackingMutationVariables = Exact<{
  filter?: Types.TrackingFilter | null | undefined;
  emails: Array<string> | string;
}>;


export type ExportTrackingMutation = { exportTracking: { id: string, status: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const TrackingRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment TrackingRowFields on Tracking {
  id
  order_id
  tracking_code
  carrier_code
  status
  submitted
  service_error
  fulfilment_id
  push_error
  base_cost
  shipping_cost
  created_at
  carrier {
    id
    name
    url
  }
  order {
    id
    origin_id
    origin_number
    status
    customer {
      id
      first_name
      last_name
    }
    site {
      id
      title
      platform
    }
    supplier {
      id
      first_name
      last_name
    }
  }
}
    `, {"fragmentName":"TrackingRowFields"});
export const TrackingListDocument = new TypedDocumentString(`
    query TrackingList($filter: TrackingFilter) {
  trackingList(filter: $filter) {
    count
    aggs {
      key
      doc_count
    }
    hits {
      ...TrackingRowFields
    }
  }
}
    fragment TrackingRowFields on Tracking {
  id
  order_id
  tracking_code
  carrier_code
  status
  submitted
  service_error
  fulfilment_id
  push_error
  base_cost
  shipping_cost
  created_at
  carrier {
    id
    name
    url
  }
  order {
    id
    origin_id
    origin_number
    status
    customer {
      id
      first_name
      last_name
    }
    site {
      id
      title
      platform
    }
    supplier {
      id
      first_name
      last_name
    }
  }
}`);
export const TrackingLogsDocument = new TypedDocumentString(`
    query TrackingLogs($id: ID!) {
  trackingLogs(id: $id) {
    id
    status
    message
    created_at
  }
}
    `);
export const TrackingOrderCarriersDocument = new TypedDocumentString(`
    query TrackingOrderCarriers($id: ID!) {
  order(id: $id) {
    id
    status
    tracking {
      id
      tracking_code
    }
    product_type {
      id
      product_type_carriers {
        carrier_id
        carrier {
          id
          name
          status
        }
      }
    }
  }
}
    `);
export const AddTrackingDocument = new TypedDocumentString(`
    mutation AddTracking($order_id: ID!, $carrier_id: ID!, $tracking_code: String!, $base_cost: Float, $shipping_cost: Float, $resubmit: Boolean) {
  addTracking(
    order_id: $order_id
    carrier_id: $carrier_id
    tracking_code: $tracking_code
    base_cost: $base_cost
    shipping_cost: $shipping_cost
    resubmit: $resubmit
  )
}
    `);
export const ReSubmitTrackingDocument = new TypedDocumentString(`
    mutation ReSubmitTracking($id: ID!) {
  reSubmitTrackingMore(id: $id) {
    ...TrackingRowFields
  }
}
    fragment TrackingRowFields on Tracking {
  id
  order_id
  tracking_code
  carrier_code
  status
  submitted
  service_error
  fulfilment_id
  push_error
  base_cost
  shipping_cost
  created_at
  carrier {
    id
    name
    url
  }
  order {
    id
    origin_id
    origin_number
    status
    customer {
      id
      first_name
      last_name
    }
    site {
      id
      title
      platform
    }
    supplier {
      id
      first_name
      last_name
    }
  }
}`);
export const ReTrackDocument = new TypedDocumentString(`
    mutation ReTrack($id: ID!) {
  reTrack(id: $id) {
    ...TrackingRowFields
  }
}
    fragment TrackingRowFields on Tracking {
  id
  order_id
  tracking_code
  carrier_code
  status
  submitted
  service_error
  fulfilment_id
  push_error
  base_cost
  shipping_cost
  created_at
  carrier {
    id
    name
    url
  }
  order {
    id
    origin_id
    origin_number
    status
    customer {
      id
      first_name
      last_name
    }
    site {
      id
      title
      platform
    }
    supplier {
      id
      first_name
      last_name
    }
  }
}`);
export const RePushTrackingDocument = new TypedDocumentString(`
    mutation RePushTracking($id: ID!) {
  rePushTracking(id: $id) {
    ...TrackingRowFields
  }
}
    fragment TrackingRowFields on Tracking {
  id
  order_id
  tracking_code
  carrier_code
  status
  submitted
  service_error
  fulfilment_id
  push_error
  base_cost
  shipping_cost
  created_at
  carrier {
    id
    name
    url
  }
  order {
    id
    origin_id
    origin_number
    status
    customer {
      id
      first_name
      last_name
    }
    site {
      id
      title
      platform
    }
    supplier {
      id
      first_name
      last_name
    }
  }
}`);
export const ImportTrackingDocument = new TypedDocumentString(`
    mutation ImportTracking($input: [TrackingImportRow!]!) {
  importTracking(input: $input) {
    id
    status
  }
}
    `);
export const DownloadTrackingDocument = new TypedDocumentString(`
    mutation DownloadTracking($trackings: [TrackingDownloadRow!]!) {
  downloadTracking(trackings: $trackings)
}
    `);
export const ExportTrackingDocument = new TypedDocumentString(`
    mutation ExportTracking($filter: TrackingFilter, $emails: [String!]!) {
  exportTracking(filter: $filter, emails: $emails) {
    id
    status
  }
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    TrackingList: build.query<TrackingListQuery, TrackingListQueryVariables | void>({
      query: (variables) => ({ document: TrackingListDocument as unknown as string, variables })
    }),
    TrackingLogs: build.query<TrackingLogsQuery, TrackingLogsQueryVariables>({
      query: (variables) => ({ document: TrackingLogsDocument as unknown as string, variables })
    }),
    TrackingOrderCarriers: build.query<TrackingOrderCarriersQuery, TrackingOrderCarriersQueryVariables>({
      query: (variables) => ({ document: TrackingOrderCarriersDocument as unknown as string, variables })
    }),
    AddTracking: build.mutation<AddTrackingMutation, AddTrackingMutationVariables>({
      query: (variables) => ({ document: AddTrackingDocument as unknown as string, variables })
    }),
    ReSubmitTracking: build.mutation<ReSubmitTrackingMutation, ReSubmitTrackingMutationVariables>({
      query: (variables) => ({ document: ReSubmitTrackingDocument as unknown as string, variables })
    }),
    ReTrack: build.mutation<ReTrackMutation, ReTrackMutationVariables>({
      query: (variables) => ({ document: ReTrackDocument as unknown as string, variables })
    }),
    RePushTracking: build.mutation<RePushTrackingMutation, RePushTrackingMutationVariables>({
      query: (variables) => ({ document: RePushTrackingDocument as unknown as string, variables })
    }),
    ImportTracking: build.mutation<ImportTrackingMutation, ImportTrackingMutationVariables>({
      query: (variables) => ({ document: ImportTrackingDocument as unknown as string, variables })
    }),
    DownloadTracking: build.mutation<DownloadTrackingMutation, DownloadTrackingMutationVariables>({
      query: (variables) => ({ document: DownloadTrackingDocument as unknown as string, variables })
    }),
    ExportTracking: build.mutation<ExportTrackingMutation, ExportTrackingMutationVariables>({
      query: (variables) => ({ document: ExportTrackingDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useTrackingListQuery, useLazyTrackingListQuery, useTrackingLogsQuery, useLazyTrackingLogsQuery, useTrackingOrderCarriersQuery, useLazyTrackingOrderCarriersQuery, useAddTrackingMutation, useReSubmitTrackingMutation, useReTrackMutation, useRePushTrackingMutation, useImportTrackingMutation, useDownloadTrackingMutation, useExportTrackingMutation } = injectedRtkApi;

