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

/**
 * The external order mapped to a variant of one of the seller's
 * products ('Select a product and product type variant' without both).
 */
export type CreateNewOrderWithProductIdInput = {
  /** the external order to make an order of */
  mappingOrderId: string;
  /** a product of the site's seller */
  mappingProductId?: string | null | undefined;
  /** one of that product's variants */
  mappingProductVariantId?: string | null | undefined;
  /** what the screen showed; when sent, it must be the product variant's */
  productTypeId?: string | null | undefined;
  /** what the screen showed; when sent, it must be the product variant's */
  productTypeVariantId?: string | null | undefined;
  /** the external order's site (optional; when sent, it must be the order's) */
  siteId?: string | null | undefined;
};

export type ExternalOrderFilter = {
  /** 20 unless given; at most 100 */
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /** a Seller's own site (all of them when left out); any site for staff */
  siteId?: string | null | undefined;
};

export type ProductFilter = {
  /** 20 unless given; at most 100 */
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /** at most 100 */
  product_type_ids?: Array<string> | null | undefined;
  /** parts of the title or the SKU; at most 100 characters */
  search?: string | null | undefined;
  /** the products of the seller who owns this site (External Orders' Mapping to a product); a Seller's own */
  seller_site_id?: string | null | undefined;
  /** a Seller's own sites only; at most 100 */
  site_ids?: Array<string> | null | undefined;
};

/** One shop variant mapped to a product type variant (both required, 'This field is required'). */
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

export type MappingProductsQueryVariables = Exact<{
  filter?: Types.ProductFilter | null | undefined;
}>;


export type MappingProductsQuery = { products: { count: number, hits: Array<{ id: string, title: string, sku: string }> } };

export type MappingProductQueryVariables = Exact<{
  id: string;
}>;


export type MappingProductQuery = { productByID: { id: string, variants: Array<{ id: string, sku: string, product_type_id: string, product_type_title: string, product_type_variant_id: string, base_cost: number, design_status: boolean, attributes: Array<{ slug: string, option: string }> }> } | null };

export type CreateNewOrderWithProductIdMutationVariables = Exact<{
  input: Types.CreateNewOrderWithProductIdInput;
}>;


export type CreateNewOrderWithProductIdMutation = { createNewOrderWithProductId: string };

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
export const MappingProductsDocument = new TypedDocumentString(`
    query MappingProducts($filter: ProductFilter) {
  products(filter: $filter) {
    count
    hits {
      id
      title
      sku
    }
  }
}
    `);
export const MappingProductDocument = new TypedDocumentString(`
    query MappingProduct($id: ID!) {
  productByID(id: $id) {
    id
    variants {
      id
      sku
      product_type_id
      product_type_title
      product_type_variant_id
      attributes {
        slug
        option
      }
      base_cost
      design_status
    }
  }
}
    `);
export const CreateNewOrderWithProductIdDocument = new TypedDocumentString(`
    mutation CreateNewOrderWithProductId($input: CreateNewOrderWithProductIdInput!) {
  createNewOrderWithProductId(input: $input)
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
    MappingProducts: build.query<MappingProductsQuery, MappingProductsQueryVariables | void>({
      query: (variables) => ({ document: MappingProductsDocument as unknown as string, variables })
    }),
    MappingProduct: build.query<MappingProductQuery, MappingProductQueryVariables>({
      query: (variables) => ({ document: MappingProductDocument as unknown as string, variables })
    }),
    CreateNewOrderWithProductId: build.mutation<CreateNewOrderWithProductIdMutation, CreateNewOrderWithProductIdMutationVariables>({
      query: (variables) => ({ document: CreateNewOrderWithProductIdDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useExternalOrdersQuery, useLazyExternalOrdersQuery, useAdminExternalOrdersQuery, useLazyAdminExternalOrdersQuery, useCreateNewOrderMutation, useRemoveMappingOrderMutation, useMappingProductsQuery, useLazyMappingProductsQuery, useMappingProductQuery, useLazyMappingProductQuery, useCreateNewOrderWithProductIdMutation } = injectedRtkApi;

