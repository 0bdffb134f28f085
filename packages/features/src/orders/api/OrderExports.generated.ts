/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
/**
 * The order list's filter. Dates are ISO 8601: a bare date is a whole UTC
 * day (from its start, to its end).
 */
export type OrderFilter = {
  /** what aggs counts by: status (the default, and the only one) */
  aggs_by?: string | null | undefined;
  /** true: orders of api sites only (/orders/ApiOrders); false: the others; both when omitted */
  api_order?: boolean | null | undefined;
  /** all (the default), origin_id, origin_number, amazon_order_id, id, method_title (not a Supplier's), sku, customer_email */
  field?: string | null | undefined;
  from?: string | null | undefined;
  /** 1 to 100; 20 when omitted */
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /** one order by id (the search box's POD order id) */
  order_id?: string | null | undefined;
  /**
   * these orders only, within the rest of the filter (the bulk bar's Export of the selected orders):
   * 1 to 100 ids; an order the caller does not see is not in the answer
   */
  order_ids?: Array<string> | null | undefined;
  product_type_ids?: Array<string> | null | undefined;
  /** at most 100 characters; part of the field's value */
  search?: string | null | undefined;
  seller_ids?: Array<string> | null | undefined;
  /** a Seller: their own sites only (all of them when omitted) */
  site_ids?: Array<string> | null | undefined;
  /** the tab: these statuses only (all the caller sees when omitted); aggs ignore it */
  status?: Array<string> | null | undefined;
  /** a Supplier: their own id only */
  supplier_ids?: Array<string> | null | undefined;
  to?: string | null | undefined;
};

export type ExportOrdersMutationVariables = Exact<{
  filter?: Types.OrderFilter | null | undefined;
  emails: Array<string> | string;
}>;


export type ExportOrdersMutation = { exportOrders: { id: string, status: string } };

export type SupplierExportOrderMutationVariables = Exact<{
  filter?: Types.OrderFilter | null | undefined;
  emails: Array<string> | string;
}>;


export type SupplierExportOrderMutation = { supplierExportOrder: { id: string, status: string } };

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

export const ExportOrdersDocument = new TypedDocumentString(`
    mutation ExportOrders($filter: OrderFilter, $emails: [String!]!) {
  exportOrders(filter: $filter, emails: $emails) {
    id
    status
  }
}
    `);
export const SupplierExportOrderDocument = new TypedDocumentString(`
    mutation SupplierExportOrder($filter: OrderFilter, $emails: [String!]!) {
  supplierExportOrder(filter: $filter, emails: $emails) {
    id
    status
  }
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ExportOrders: build.mutation<ExportOrdersMutation, ExportOrdersMutationVariables>({
      query: (variables) => ({ document: ExportOrdersDocument as unknown as string, variables })
    }),
    SupplierExportOrder: build.mutation<SupplierExportOrderMutation, SupplierExportOrderMutationVariables>({
      query: (variables) => ({ document: SupplierExportOrderDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useExportOrdersMutation, useSupplierExportOrderMutation } = injectedRtkApi;

