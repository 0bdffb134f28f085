/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type CreateNewOrderInput = {
  /** the external order to make an order of */
  mappingOrderId: string;
  /** its shop variant's mapping, and any sibling variants' ('Variant map empty!' without one); at most 100 */
  mappingProduct?: Array<VariantMappingInput> | null | undefined;
  /** the product type chosen in the Mapping popover */
  productType?: string | null | undefined;
};

export type ExternalOrderFilter = {
  /** 20 unless given; at most 100 */
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /** a Seller's own site (all of them when left out); any site for staff */
  siteId?: string | null | undefined;
};

/** One shop variant mapped to a product type variant (§5: both required, 'This field is required'). */
export type VariantMappingInput = {
  originVariantId?: string | null | undefined;
  productTypeVariantId?: string | null | undefined;
};

export type ExternalOrderRowFieldsFragment = { id: string, site_id: string, platform: string, order_origin_id: string, order_number: string | null, line_item_id: string, product_origin_id: string | null, variant_origin_id: string | null, product: string, variant_title: string | null, sku: string | null, quantity: number, price: number, images: Array<string>, personalized: boolean, print_file_url: string | null, tags: Array<string>, created_at: string, site: { id: string, title: string, platform: string, domain: string }, metaData: Array<{ name: string, value: string }> };

export type ExternalOrdersQueryVariables = Exact<{
  filter?: Types.ExternalOrderFilter | null | undefined;
}>;


export type ExternalOrdersQuery = { listMappingOrder: { count: number, hits: Array<{ id: string, site_id: string, platform: string, order_origin_id: string, order_number: string | null, line_item_id: string, product_origin_id: string | null, variant_origin_id: string | null, product: string, variant_title: string | null, sku: string | null, quantity: number, price: number, images: Array<string>, personalized: boolean, print_file_url: string | null, tags: Array<string>, created_at: string, site: { id: string, title: string, platform: string, domain: string }, metaData: Array<{ name: string, value: string }> }> } };

export type AdminExternalOrdersQueryVariables = Exact<{
  filter?: Types.ExternalOrderFilter | null | undefined;
}>;


export type AdminExternalOrdersQuery = { adminExternalOrders: { count: number, hits: Array<{ id: string, site_id: string, platform: string, order_origin_id: string, order_number: string | null, line_item_id: string, product_origin_id: string | null, variant_origin_id: string | null, product: string, variant_title: string | null, sku: string | null, quantity: number, price: number, images: Array<string>, personalized: boolean, print_file_url: string | null, tags: Array<string>, created_at: string, site: { id: string, title: string, platform: string, domain: string }, metaData: Array<{ name: string, value: string }> }> } };

export type CreateNewOrderMutationVariables = Exact<{
  input: Types.CreateNewOrderInput;
}>;


export type CreateNewOrderMutation = { createNewOrder: string };

export type RemoveMappingOrderMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type RemoveMappingOrderMutation = { removeMappingOrder: number };

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
export const ExternalOrderRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment ExternalOrderRowFields on ExternalOrder {
  id
  site_id
  site {
    id
    title
    platform
    domain
  }
  platform
  order_origin_id
  order_number
  line_item_id
  product_origin_id
  variant_origin_id
  product
  variant_title
  sku
  quantity
  price
  images
  metaData {
    name
    value
  }
  personalized
  print_file_url
  tags
  created_at
}
    `, {"fragmentName":"ExternalOrderRowFields"});
export const ExternalOrdersDocument = new TypedDocumentString(`
    query ExternalOrders($filter: ExternalOrderFilter) {
  listMappingOrder(filter: $filter) {
    count
    hits {
      ...ExternalOrderRowFields
    }
  }
}
    fragment ExternalOrderRowFields on ExternalOrder {
  id
  site_id
  site {
    id
    title
    platform
    domain
  }
  platform
  order_origin_id
  order_number
  line_item_id
  product_origin_id
  variant_origin_id
  product
  variant_title
  sku
  quantity
  price
  images
  metaData {
    name
    value
  }
  personalized
  print_file_url
  tags
  created_at
}`);
export const AdminExternalOrdersDocument = new TypedDocumentString(`
    query AdminExternalOrders($filter: ExternalOrderFilter) {
  adminExternalOrders(filter: $filter) {
    count
    hits {
      ...ExternalOrderRowFields
    }
  }
}
    fragment ExternalOrderRowFields on ExternalOrder {
  id
  site_id
  site {
    id
    title
    platform
    domain
  }
  platform
  order_origin_id
  order_number
  line_item_id
  product_origin_id
  variant_origin_id
  product
  variant_title
  sku
  quantity
  price
  images
  metaData {
    name
    value
  }
  personalized
  print_file_url
  tags
  created_at
}`);
export const CreateNewOrderDocument = new TypedDocumentString(`
    mutation CreateNewOrder($input: CreateNewOrderInput!) {
  createNewOrder(input: $input)
}
    `);
export const RemoveMappingOrderDocument = new TypedDocumentString(`
    mutation RemoveMappingOrder($ids: [ID!]!) {
  removeMappingOrder(ids: $ids)
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ExternalOrders: build.query<ExternalOrdersQuery, ExternalOrdersQueryVariables | void>({
      query: (variables) => ({ document: ExternalOrdersDocument as unknown as string, variables })
    }),
    AdminExternalOrders: build.query<AdminExternalOrdersQuery, AdminExternalOrdersQueryVariables | void>({
      query: (variables) => ({ document: AdminExternalOrdersDocument as unknown as string, variables })
    }),
    CreateNewOrder: build.mutation<CreateNewOrderMutation, CreateNewOrderMutationVariables>({
      query: (variables) => ({ document: CreateNewOrderDocument as unknown as string, variables })
    }),
    RemoveMappingOrder: build.mutation<RemoveMappingOrderMutation, RemoveMappingOrderMutationVariables>({
      query: (variables) => ({ document: RemoveMappingOrderDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useExternalOrdersQuery, useLazyExternalOrdersQuery, useAdminExternalOrdersQuery, useLazyAdminExternalOrdersQuery, useCreateNewOrderMutation, useRemoveMappingOrderMutation } = injectedRtkApi;

