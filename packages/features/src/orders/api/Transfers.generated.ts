/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type SupplierOrderStatFilter = {
  /** 1 to 100; 20 when omitted */
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  product_type_ids?: Array<string> | null | undefined;
  product_type_variant_ids?: Array<string> | null | undefined;
  supplier_ids?: Array<string> | null | undefined;
};

/** Every field is checked by the server. */
export type TransferOrdersInput = {
  from_supplier_id?: string | null | undefined;
  /** 1 to 10,000 orders, moved all at once or not at all */
  order_amount?: number | null | undefined;
  product_type_id?: string | null | undefined;
  /** only orders of these variants (all of the type when omitted) */
  product_type_variant_ids?: Array<string> | null | undefined;
  to_supplier_id?: string | null | undefined;
};

export type SupplierOrderStatsQueryVariables = Exact<{
  filter?: Types.SupplierOrderStatFilter | null | undefined;
}>;


export type SupplierOrderStatsQuery = { getOrderBySupplier: { count: number, hits: Array<{ supplier_id: string, email: string, first_name: string, last_name: string, product_type_id: string, product_type_name: string, order_status: string, total_orders: number }> } };

export type TransferTypeVariantsQueryVariables = Exact<{
  id: string;
}>;


export type TransferTypeVariantsQuery = { productTypeById: { id: string, variants: Array<{ id: string, sku: string, attributes: Array<{ name: string, option: string }> }> } };

export type TransferOrdersMutationVariables = Exact<{
  input: Types.TransferOrdersInput;
}>;


export type TransferOrdersMutation = { transferOrdersBySupplier: boolean };

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

export const SupplierOrderStatsDocument = new TypedDocumentString(`
    query SupplierOrderStats($filter: SupplierOrderStatFilter) {
  getOrderBySupplier(filter: $filter) {
    count
    hits {
      supplier_id
      email
      first_name
      last_name
      product_type_id
      product_type_name
      order_status
      total_orders
    }
  }
}
    `);
export const TransferTypeVariantsDocument = new TypedDocumentString(`
    query TransferTypeVariants($id: ID!) {
  productTypeById(id: $id) {
    id
    variants {
      id
      sku
      attributes {
        name
        option
      }
    }
  }
}
    `);
export const TransferOrdersDocument = new TypedDocumentString(`
    mutation TransferOrders($input: TransferOrdersInput!) {
  transferOrdersBySupplier(input: $input)
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    SupplierOrderStats: build.query<SupplierOrderStatsQuery, SupplierOrderStatsQueryVariables | void>({
      query: (variables) => ({ document: SupplierOrderStatsDocument as unknown as string, variables })
    }),
    TransferTypeVariants: build.query<TransferTypeVariantsQuery, TransferTypeVariantsQueryVariables>({
      query: (variables) => ({ document: TransferTypeVariantsDocument as unknown as string, variables })
    }),
    TransferOrders: build.mutation<TransferOrdersMutation, TransferOrdersMutationVariables>({
      query: (variables) => ({ document: TransferOrdersDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useSupplierOrderStatsQuery, useLazySupplierOrderStatsQuery, useTransferTypeVariantsQuery, useLazyTransferTypeVariantsQuery, useTransferOrdersMutation } = injectedRtkApi;

