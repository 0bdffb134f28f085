/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type CategoryFilter = {
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /** words in the title */
  search?: string | null | undefined;
  /** true for active categories, false for inactive; omitted lists both. Only active ones for sellers and suppliers. */
  status?: boolean | null | undefined;
};

/**
 * A category's fields. createCategory needs a title (status defaults to true); updateCategory changes
 * only the fields given.
 */
export type CategoryInput = {
  description?: string | null | undefined;
  status?: boolean | null | undefined;
  title?: string | null | undefined;
};

export type CategoryFieldsFragment = { id: string, title: string, description: string | null, status: boolean, totalProductType: number, created_at: string, updated_at: string };

export type CategoriesQueryVariables = Exact<{
  filter?: Types.CategoryFilter | null | undefined;
}>;


export type CategoriesQuery = { categories: { count: number, hits: Array<{ id: string, title: string, description: string | null, status: boolean, totalProductType: number, created_at: string, updated_at: string }> } };

export type CategoryByIdQueryVariables = Exact<{
  id: string;
}>;


export type CategoryByIdQuery = { categoryById: { id: string, title: string, description: string | null, status: boolean, totalProductType: number, created_at: string, updated_at: string } };

export type CreateCategoryMutationVariables = Exact<{
  input: Types.CategoryInput;
}>;


export type CreateCategoryMutation = { createCategory: { id: string, title: string, description: string | null, status: boolean, totalProductType: number, created_at: string, updated_at: string } };

export type UpdateCategoryMutationVariables = Exact<{
  id: string;
  input: Types.CategoryInput;
}>;


export type UpdateCategoryMutation = { updateCategory: { id: string, title: string, description: string | null, status: boolean, totalProductType: number, created_at: string, updated_at: string } };

export type DeleteCategoryMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCategoryMutation = { deleteCategory: boolean };

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
export const CategoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment CategoryFields on Category {
  id
  title
  description
  status
  totalProductType
  created_at
  updated_at
}
    `, {"fragmentName":"CategoryFields"});
export const CategoriesDocument = new TypedDocumentString(`
    query Categories($filter: CategoryFilter) {
  categories(filter: $filter) {
    count
    hits {
      ...CategoryFields
    }
  }
}
    fragment CategoryFields on Category {
  id
  title
  description
  status
  totalProductType
  created_at
  updated_at
}`);
export const CategoryByIdDocument = new TypedDocumentString(`
    query CategoryById($id: ID!) {
  categoryById(id: $id) {
    ...CategoryFields
  }
}
    fragment CategoryFields on Category {
  id
  title
  description
  status
  totalProductType
  created_at
  updated_at
}`);
export const CreateCategoryDocument = new TypedDocumentString(`
    mutation CreateCategory($input: CategoryInput!) {
  createCategory(input: $input) {
    ...CategoryFields
  }
}
    fragment CategoryFields on Category {
  id
  title
  description
  status
  totalProductType
  created_at
  updated_at
}`);
export const UpdateCategoryDocument = new TypedDocumentString(`
    mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
  updateCategory(id: $id, input: $input) {
    ...CategoryFields
  }
}
    fragment CategoryFields on Category {
  id
  title
  description
  status
  totalProductType
  created_at
  updated_at
}`);
export const DeleteCategoryDocument = new TypedDocumentString(`
    mutation DeleteCategory($id: ID!) {
  deleteCategory(id: $id)
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    Categories: build.query<CategoriesQuery, CategoriesQueryVariables | void>({
      query: (variables) => ({ document: CategoriesDocument as unknown as string, variables })
    }),
    CategoryById: build.query<CategoryByIdQuery, CategoryByIdQueryVariables>({
      query: (variables) => ({ document: CategoryByIdDocument as unknown as string, variables })
    }),
    CreateCategory: build.mutation<CreateCategoryMutation, CreateCategoryMutationVariables>({
      query: (variables) => ({ document: CreateCategoryDocument as unknown as string, variables })
    }),
    UpdateCategory: build.mutation<UpdateCategoryMutation, UpdateCategoryMutationVariables>({
      query: (variables) => ({ document: UpdateCategoryDocument as unknown as string, variables })
    }),
    DeleteCategory: build.mutation<DeleteCategoryMutation, DeleteCategoryMutationVariables>({
      query: (variables) => ({ document: DeleteCategoryDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useCategoriesQuery, useLazyCategoriesQuery, useCategoryByIdQuery, useLazyCategoryByIdQuery, useCreateCategoryMutation, useUpdateCategoryMutation, useDeleteCategoryMutation } = injectedRtkApi;

