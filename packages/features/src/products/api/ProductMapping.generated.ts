/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
/** What a mapping makes of the shop product: POD's variants at the seller's prices. */
export type OriginProductInput = {
  /** one per product type variant, of product types of one category; at most 500 */
  variants: Array<ProductVariantInput>;
};

export type Platform =
  | 'api'
  | 'import'
  | 'shopbase'
  | 'shopify'
  | 'woocommerce';

export type ProductVariantInput = {
  product_type_variant_id: string;
  /** in dollars; at least the variant's base cost */
  regular_price: number;
  /** in dollars; at least the base cost and at most the regular price */
  sale_price: number;
};

export type MappingSiteQueryVariables = Exact<{
  id: string;
}>;


export type MappingSiteQuery = { siteById: { id: string, title: string, platform: Types.Platform, verified: boolean } };

export type ShopCategoriesQueryVariables = Exact<{
  site_id: string;
}>;


export type ShopCategoriesQuery = { shopCategories: Array<{ id: string, name: string }> };

export type ShopTagsQueryVariables = Exact<{
  site_id: string;
}>;


export type ShopTagsQuery = { shopTags: Array<{ id: string, name: string }> };

export type ShopProductsQueryVariables = Exact<{
  site_id: string;
  category_id?: string | null | undefined;
  tag_id?: string | null | undefined;
}>;


export type ShopProductsQuery = { shopProducts: { truncated: boolean, products: Array<{ id: string, name: string, image: string | null, variants: number }> } };

export type ProductCheckOriginIdsQueryVariables = Exact<{
  site_id: string;
  origin_ids: Array<string> | string;
}>;


export type ProductCheckOriginIdsQuery = { productCheckOriginIDs: Array<string> };

export type FetchProductFromSiteMutationVariables = Exact<{
  site_id: string;
  product_id: string;
  origin_product: Types.OriginProductInput;
}>;


export type FetchProductFromSiteMutation = { fetchProductFromSite: { id: string, status: string } };

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

export const MappingSiteDocument = new TypedDocumentString(`
    query MappingSite($id: ID!) {
  siteById(id: $id) {
    id
    title
    platform
    verified
  }
}
    `);
export const ShopCategoriesDocument = new TypedDocumentString(`
    query ShopCategories($site_id: ID!) {
  shopCategories(site_id: $site_id) {
    id
    name
  }
}
    `);
export const ShopTagsDocument = new TypedDocumentString(`
    query ShopTags($site_id: ID!) {
  shopTags(site_id: $site_id) {
    id
    name
  }
}
    `);
export const ShopProductsDocument = new TypedDocumentString(`
    query ShopProducts($site_id: ID!, $category_id: ID, $tag_id: ID) {
  shopProducts(site_id: $site_id, category_id: $category_id, tag_id: $tag_id) {
    truncated
    products {
      id
      name
      image
      variants
    }
  }
}
    `);
export const ProductCheckOriginIdsDocument = new TypedDocumentString(`
    query ProductCheckOriginIds($site_id: ID!, $origin_ids: [ID!]!) {
  productCheckOriginIDs(site_id: $site_id, origin_ids: $origin_ids)
}
    `);
export const FetchProductFromSiteDocument = new TypedDocumentString(`
    mutation FetchProductFromSite($site_id: ID!, $product_id: ID!, $origin_product: OriginProductInput!) {
  fetchProductFromSite(
    site_id: $site_id
    product_id: $product_id
    origin_product: $origin_product
  ) {
    id
    status
  }
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    MappingSite: build.query<MappingSiteQuery, MappingSiteQueryVariables>({
      query: (variables) => ({ document: MappingSiteDocument as unknown as string, variables })
    }),
    ShopCategories: build.query<ShopCategoriesQuery, ShopCategoriesQueryVariables>({
      query: (variables) => ({ document: ShopCategoriesDocument as unknown as string, variables })
    }),
    ShopTags: build.query<ShopTagsQuery, ShopTagsQueryVariables>({
      query: (variables) => ({ document: ShopTagsDocument as unknown as string, variables })
    }),
    ShopProducts: build.query<ShopProductsQuery, ShopProductsQueryVariables>({
      query: (variables) => ({ document: ShopProductsDocument as unknown as string, variables })
    }),
    ProductCheckOriginIds: build.query<ProductCheckOriginIdsQuery, ProductCheckOriginIdsQueryVariables>({
      query: (variables) => ({ document: ProductCheckOriginIdsDocument as unknown as string, variables })
    }),
    FetchProductFromSite: build.mutation<FetchProductFromSiteMutation, FetchProductFromSiteMutationVariables>({
      query: (variables) => ({ document: FetchProductFromSiteDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useMappingSiteQuery, useLazyMappingSiteQuery, useShopCategoriesQuery, useLazyShopCategoriesQuery, useShopTagsQuery, useLazyShopTagsQuery, useShopProductsQuery, useLazyShopProductsQuery, useProductCheckOriginIdsQuery, useLazyProductCheckOriginIdsQuery, useFetchProductFromSiteMutation } = injectedRtkApi;

