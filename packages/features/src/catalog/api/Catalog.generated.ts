/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type ProductTypeFilter = {
  /** category ids: types filed under any of them */
  categories?: Array<string> | null | undefined;
  /** 1 to 1,000; 50 when omitted (10 and at most 10 for a Supplier) */
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /** true: personalized types only, false: the others; both when omitted. A Supplier always gets false. */
  personalized?: boolean | null | undefined;
  /** words in the title or the sku */
  search?: string | null | undefined;
  /** active (the default) or paused; a Supplier always gets active */
  status?: string | null | undefined;
  /** a supplier's id; a Supplier always gets their own, whatever is sent */
  supplier_id?: string | null | undefined;
};

export type CatalogCardFieldsFragment = { id: string, title: string, sku: string, mockup: string | null, images: Array<string>, tag: string | null, totalVariant: number };

export type CatalogProductTypesQueryVariables = Exact<{
  filter?: Types.ProductTypeFilter | null | undefined;
}>;


export type CatalogProductTypesQuery = { productTypes: { count: number, hits: Array<{ id: string, title: string, sku: string, mockup: string | null, images: Array<string>, tag: string | null, totalVariant: number }> } };

export type CatalogVariantFieldsFragment = { id: string, sku: string, retail_cost: number | null, sale_cost: number | null, base_cost: number | null, fee_ship: number, is_active: boolean, attributes: Array<{ name: string, slug: string, option: string }>, carrier_costs: Array<{ carrier_id: string, cost: number, default: boolean }> };

export type CatalogProductTypeQueryVariables = Exact<{
  id: string;
}>;


export type CatalogProductTypeQuery = { productTypeById: { description: string | null, production_time: string | null, shipping_time: string | null, link_template: string | null, file_type_supported: Array<string>, dpl: number, origin: string | null, id: string, title: string, sku: string, mockup: string | null, images: Array<string>, tag: string | null, totalVariant: number, attributes: Array<{ name: string, slug: string, options: Array<{ name: string }> }>, product_type_carriers: Array<{ carrier_id: string, price: number, default: boolean, carrier: { id: string, name: string } | null }>, variants: Array<{ id: string, sku: string, retail_cost: number | null, sale_cost: number | null, base_cost: number | null, fee_ship: number, is_active: boolean, attributes: Array<{ name: string, slug: string, option: string }>, carrier_costs: Array<{ carrier_id: string, cost: number, default: boolean }> }> } };

export type ExportCatalogMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type ExportCatalogMutation = { exportCatalog: string };

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
export const CatalogCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment CatalogCardFields on ProductType {
  id
  title
  sku
  mockup
  images
  tag
  totalVariant
}
    `, {"fragmentName":"CatalogCardFields"});
export const CatalogVariantFieldsFragmentDoc = new TypedDocumentString(`
    fragment CatalogVariantFields on ProductTypeVariant {
  id
  sku
  attributes {
    name
    slug
    option
  }
  carrier_costs {
    carrier_id
    cost
    default
  }
  retail_cost
  sale_cost
  base_cost
  fee_ship
  is_active
}
    `, {"fragmentName":"CatalogVariantFields"});
export const CatalogProductTypesDocument = new TypedDocumentString(`
    query CatalogProductTypes($filter: ProductTypeFilter) {
  productTypes(filter: $filter) {
    count
    hits {
      ...CatalogCardFields
    }
  }
}
    fragment CatalogCardFields on ProductType {
  id
  title
  sku
  mockup
  images
  tag
  totalVariant
}`);
export const CatalogProductTypeDocument = new TypedDocumentString(`
    query CatalogProductType($id: ID!) {
  productTypeById(id: $id) {
    ...CatalogCardFields
    description
    production_time
    shipping_time
    link_template
    file_type_supported
    dpl
    origin
    attributes {
      name
      slug
      options {
        name
      }
    }
    product_type_carriers {
      carrier_id
      price
      default
      carrier {
        id
        name
      }
    }
    variants {
      ...CatalogVariantFields
    }
  }
}
    fragment CatalogCardFields on ProductType {
  id
  title
  sku
  mockup
  images
  tag
  totalVariant
}
fragment CatalogVariantFields on ProductTypeVariant {
  id
  sku
  attributes {
    name
    slug
    option
  }
  carrier_costs {
    carrier_id
    cost
    default
  }
  retail_cost
  sale_cost
  base_cost
  fee_ship
  is_active
}`);
export const ExportCatalogDocument = new TypedDocumentString(`
    mutation ExportCatalog($ids: [ID!]!) {
  exportCatalog(ids: $ids)
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    CatalogProductTypes: build.query<CatalogProductTypesQuery, CatalogProductTypesQueryVariables | void>({
      query: (variables) => ({ document: CatalogProductTypesDocument as unknown as string, variables })
    }),
    CatalogProductType: build.query<CatalogProductTypeQuery, CatalogProductTypeQueryVariables>({
      query: (variables) => ({ document: CatalogProductTypeDocument as unknown as string, variables })
    }),
    ExportCatalog: build.mutation<ExportCatalogMutation, ExportCatalogMutationVariables>({
      query: (variables) => ({ document: ExportCatalogDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useCatalogProductTypesQuery, useLazyCatalogProductTypesQuery, useCatalogProductTypeQuery, useLazyCatalogProductTypeQuery, useExportCatalogMutation } = injectedRtkApi;

