/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type DtfPlacementInput = {
  placement: string;
  print_file_id: string;
};

export type DtfPushGroupInput = {
  orders: Array<DtfPushOrderInput>;
  origin_number: string;
};

export type DtfPushInput = {
  groups: Array<DtfPushGroupInput>;
};

export type DtfPushOrderInput = {
  order_id: string;
  placement: Array<DtfPlacementInput>;
  shipping_method: string;
  sku: string;
};

export type DtfOrderMappingQueryVariables = Exact<{
  order_id: string;
}>;


export type DtfOrderMappingQuery = { dtfOrderMapping: { order_id: string, origin_number: string | null, product_name: string | null, placement_options: Array<string>, sku: string | null, shipping_method: string, designs: Array<{ id: string, title: string, url: string | null }>, sku_options: Array<{ sku: string, label: string }>, placement: Array<{ print_file_id: string, placement: string }> } };

export type DtfPushOrderMutationVariables = Exact<{
  input: Types.DtfPushInput;
}>;


export type DtfPushOrderMutation = { dtfPushOrder: { id: string, status: string } };

export type DtfPushAllOrderReadyMutationVariables = Exact<{ [key: string]: never; }>;


export type DtfPushAllOrderReadyMutation = { dtfPushAllOrderReady: { id: string, status: string } };

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

export const DtfOrderMappingDocument = new TypedDocumentString(`
    query DtfOrderMapping($order_id: ID!) {
  dtfOrderMapping(order_id: $order_id) {
    order_id
    origin_number
    product_name
    designs {
      id
      title
      url
    }
    sku_options {
      sku
      label
    }
    placement_options
    sku
    placement {
      print_file_id
      placement
    }
    shipping_method
  }
}
    `);
export const DtfPushOrderDocument = new TypedDocumentString(`
    mutation DtfPushOrder($input: DtfPushInput!) {
  dtfPushOrder(input: $input) {
    id
    status
  }
}
    `);
export const DtfPushAllOrderReadyDocument = new TypedDocumentString(`
    mutation DtfPushAllOrderReady {
  dtfPushAllOrderReady {
    id
    status
  }
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    DtfOrderMapping: build.query<DtfOrderMappingQuery, DtfOrderMappingQueryVariables>({
      query: (variables) => ({ document: DtfOrderMappingDocument as unknown as string, variables })
    }),
    DtfPushOrder: build.mutation<DtfPushOrderMutation, DtfPushOrderMutationVariables>({
      query: (variables) => ({ document: DtfPushOrderDocument as unknown as string, variables })
    }),
    DtfPushAllOrderReady: build.mutation<DtfPushAllOrderReadyMutation, DtfPushAllOrderReadyMutationVariables | void>({
      query: (variables) => ({ document: DtfPushAllOrderReadyDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useDtfOrderMappingQuery, useLazyDtfOrderMappingQuery, useDtfPushOrderMutation, useDtfPushAllOrderReadyMutation } = injectedRtkApi;

