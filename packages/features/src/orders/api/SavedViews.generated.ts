/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type SavedViewInput = {
  /** at most 40 column keys */
  columns?: Array<string> | null | undefined;
  /** 1 to 40 characters; once per user and screen, whatever its case */
  name: string;
  /** at most 2,000 characters */
  query: string;
  screen: string;
};

export type SavedViewFieldsFragment = { id: string, name: string, query: string, columns: Array<string> | null };

export type SavedViewsQueryVariables = Exact<{
  screen: string;
}>;


export type SavedViewsQuery = { savedViews: Array<{ id: string, name: string, query: string, columns: Array<string> | null }> };

export type CreateSavedViewMutationVariables = Exact<{
  input: Types.SavedViewInput;
}>;


export type CreateSavedViewMutation = { createSavedView: { id: string, name: string, query: string, columns: Array<string> | null } };

export type DeleteSavedViewMutationVariables = Exact<{
  id: string;
}>;


export type DeleteSavedViewMutation = { deleteSavedView: boolean };

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
export const SavedViewFieldsFragmentDoc = new TypedDocumentString(`
    fragment SavedViewFields on SavedView {
  id
  name
  query
  columns
}
    `, {"fragmentName":"SavedViewFields"});
export const SavedViewsDocument = new TypedDocumentString(`
    query SavedViews($screen: String!) {
  savedViews(screen: $screen) {
    ...SavedViewFields
  }
}
    fragment SavedViewFields on SavedView {
  id
  name
  query
  columns
}`);
export const CreateSavedViewDocument = new TypedDocumentString(`
    mutation CreateSavedView($input: SavedViewInput!) {
  createSavedView(input: $input) {
    ...SavedViewFields
  }
}
    fragment SavedViewFields on SavedView {
  id
  name
  query
  columns
}`);
export const DeleteSavedViewDocument = new TypedDocumentString(`
    mutation DeleteSavedView($id: ID!) {
  deleteSavedView(id: $id)
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    SavedViews: build.query<SavedViewsQuery, SavedViewsQueryVariables>({
      query: (variables) => ({ document: SavedViewsDocument as unknown as string, variables })
    }),
    CreateSavedView: build.mutation<CreateSavedViewMutation, CreateSavedViewMutationVariables>({
      query: (variables) => ({ document: CreateSavedViewDocument as unknown as string, variables })
    }),
    DeleteSavedView: build.mutation<DeleteSavedViewMutation, DeleteSavedViewMutationVariables>({
      query: (variables) => ({ document: DeleteSavedViewDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useSavedViewsQuery, useLazySavedViewsQuery, useCreateSavedViewMutation, useDeleteSavedViewMutation } = injectedRtkApi;

