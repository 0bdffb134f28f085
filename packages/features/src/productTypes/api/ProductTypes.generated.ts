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

export type ProductTypeRowFragment = { id: string, title: string, sku: string, mockup: string | null, images: Array<string>, state: string, personalized: boolean, totalVariant: number, categories: Array<{ id: string, title: string }>, suppliers: Array<{ id: string, first_name: string, last_name: string }> };

export type ProductTypesQueryVariables = Exact<{
  filter?: Types.ProductTypeFilter | null | undefined;
}>;


export type ProductTypesQuery = { productTypes: { count: number, hits: Array<{ id: string, title: string, sku: string, mockup: string | null, images: Array<string>, state: string, personalized: boolean, totalVariant: number, categories: Array<{ id: string, title: string }>, suppliers: Array<{ id: string, first_name: string, last_name: string }> }> } };

export type ProductTypeCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductTypeCategoriesQuery = { categories: { hits: Array<{ id: string, title: string }> } };

export type ProductTypeSuppliersQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductTypeSuppliersQuery = { users: { hits: Array<{ id: string, first_name: string, last_name: string, email: string }> } };

export type UpdateProductTypeStateMutationVariables = Exact<{
  id: string;
  state: string;
}>;


export type UpdateProductTypeStateMutation = { updateProductTypeState: { id: string, title: string, sku: string, mockup: string | null, images: Array<string>, state: string, personalized: boolean, totalVariant: number, categories: Array<{ id: string, title: string }>, suppliers: Array<{ id: string, first_name: string, last_name: string }> } };

export type DuplicateProductTypeMutationVariables = Exact<{
  id: string;
}>;


export type DuplicateProductTypeMutation = { duplicateProductType: { id: string, title: string, sku: string, mockup: string | null, images: Array<string>, state: string, personalized: boolean, totalVariant: number, categories: Array<{ id: string, title: string }>, suppliers: Array<{ id: string, first_name: string, last_name: string }> } };

export type DeleteProductTypeMutationVariables = Exact<{
  id: string;
}>;


export type DeleteProductTypeMutation = { deleteProductType: boolean };

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
export const ProductTypeRowFragmentDoc = new TypedDocumentString(`
    fragment ProductTypeRow on ProductType {
  id
  title
  sku
  mockup
  images
  state
  personalized
  categories {
    id
    title
  }
  suppliers {
    id
    first_name
    last_name
  }
  totalVariant
}
    `, {"fragmentName":"ProductTypeRow"});
export const ProductTypesDocument = new TypedDocumentString(`
    query ProductTypes($filter: ProductTypeFilter) {
  productTypes(filter: $filter) {
    count
    hits {
      ...ProductTypeRow
    }
  }
}
    fragment ProductTypeRow on ProductType {
  id
  title
  sku
  mockup
  images
  state
  personalized
  categories {
    id
    title
  }
  suppliers {
    id
    first_name
    last_name
  }
  totalVariant
}`);
export const ProductTypeCategoriesDocument = new TypedDocumentString(`
    query ProductTypeCategories {
  categories(filter: {status: true, limit: 9999, offset: 0}) {
    hits {
      id
      title
    }
  }
}
    `);
export const ProductTypeSuppliersDocument = new TypedDocumentString(`
    query ProductTypeSuppliers {
  users(filter: {role: "Supplier", limit: 100}) {
    hits {
      id
      first_name
      last_name
      email
    }
  }
}
    `);
export const UpdateProductTypeStateDocument = new TypedDocumentString(`
    mutation UpdateProductTypeState($id: ID!, $state: String!) {
  updateProductTypeState(id: $id, state: $state) {
    ...ProductTypeRow
  }
}
    fragment ProductTypeRow on ProductType {
  id
  title
  sku
  mockup
  images
  state
  personalized
  categories {
    id
    title
  }
  suppliers {
    id
    first_name
    last_name
  }
  totalVariant
}`);
export const DuplicateProductTypeDocument = new TypedDocumentString(`
    mutation DuplicateProductType($id: ID!) {
  duplicateProductType(id: $id) {
    ...ProductTypeRow
  }
}
    fragment ProductTypeRow on ProductType {
  id
  title
  sku
  mockup
  images
  state
  personalized
  categories {
    id
    title
  }
  suppliers {
    id
    first_name
    last_name
  }
  totalVariant
}`);
export const DeleteProductTypeDocument = new TypedDocumentString(`
    mutation DeleteProductType($id: ID!) {
  deleteProductType(id: $id)
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ProductTypes: build.query<ProductTypesQuery, ProductTypesQueryVariables | void>({
      query: (variables) => ({ document: ProductTypesDocument as unknown as string, variables })
    }),
    ProductTypeCategories: build.query<ProductTypeCategoriesQuery, ProductTypeCategoriesQueryVariables | void>({
      query: (variables) => ({ document: ProductTypeCategoriesDocument as unknown as string, variables })
    }),
    ProductTypeSuppliers: build.query<ProductTypeSuppliersQuery, ProductTypeSuppliersQueryVariables | void>({
      query: (variables) => ({ document: ProductTypeSuppliersDocument as unknown as string, variables })
    }),
    UpdateProductTypeState: build.mutation<UpdateProductTypeStateMutation, UpdateProductTypeStateMutationVariables>({
      query: (variables) => ({ document: UpdateProductTypeStateDocument as unknown as string, variables })
    }),
    DuplicateProductType: build.mutation<DuplicateProductTypeMutation, DuplicateProductTypeMutationVariables>({
      query: (variables) => ({ document: DuplicateProductTypeDocument as unknown as string, variables })
    }),
    DeleteProductType: build.mutation<DeleteProductTypeMutation, DeleteProductTypeMutationVariables>({
      query: (variables) => ({ document: DeleteProductTypeDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useProductTypesQuery, useLazyProductTypesQuery, useProductTypeCategoriesQuery, useLazyProductTypeCategoriesQuery, useProductTypeSuppliersQuery, useLazyProductTypeSuppliersQuery, useUpdateProductTypeStateMutation, useDuplicateProductTypeMutation, useDeleteProductTypeMutation } = injectedRtkApi;

