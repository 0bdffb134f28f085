/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type MappingProductTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type MappingProductTypesQuery = { productTypes: { hits: Array<{ id: string, title: string }> } };

export type MappingVariantChoicesQueryVariables = Exact<{
  id: string;
}>;


export type MappingVariantChoicesQuery = { productTypeById: { id: string, attributes: Array<{ name: string, slug: string, options: Array<{ name: string }> }> }, productVariant: Array<{ id: string, sku: string, base_cost: number | null, attributes: Array<{ name: string, slug: string, option: string }> }> };

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

export const MappingProductTypesDocument = new TypedDocumentString(`
    query MappingProductTypes {
  productTypes(filter: {limit: 1000, status: "active"}) {
    hits {
      id
      title
    }
  }
}
    `);
export const MappingVariantChoicesDocument = new TypedDocumentString(`
    query MappingVariantChoices($id: ID!) {
  productTypeById(id: $id) {
    id
    attributes {
      name
      slug
      options {
        name
      }
    }
  }
  productVariant(product_id: $id) {
    id
    sku
    base_cost
    attributes {
      name
      slug
      option
    }
  }
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    MappingProductTypes: build.query<MappingProductTypesQuery, MappingProductTypesQueryVariables | void>({
      query: (variables) => ({ document: MappingProductTypesDocument as unknown as string, variables })
    }),
    MappingVariantChoices: build.query<MappingVariantChoicesQuery, MappingVariantChoicesQueryVariables>({
      query: (variables) => ({ document: MappingVariantChoicesDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useMappingProductTypesQuery, useLazyMappingProductTypesQuery, useMappingVariantChoicesQuery, useLazyMappingVariantChoicesQuery } = injectedRtkApi;

