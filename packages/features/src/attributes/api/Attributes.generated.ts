/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type AttributeInput = {
  name: string;
};

export type CreateAttributeTermInput = {
  attribute_id: string;
  option_name: string;
  sku: string;
};

/** A term keeps its attribute: only its name and sku change. */
export type UpdateAttributeTermInput = {
  option_name: string;
  sku: string;
};

export type AttributeFieldsFragment = { id: string, name: string, totalTerms: number };

export type AttributeTermFieldsFragment = { id: string, attribute_id: string, option_name: string, sku: string, attribute: { id: string, name: string, totalTerms: number } };

export type AttributesQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AttributesQuery = { getAttributes: { count: number, hits: Array<{ id: string, name: string, totalTerms: number }> } };

export type AttributeByIdQueryVariables = Exact<{
  id: string;
}>;


export type AttributeByIdQuery = { getAttributeById: { id: string, name: string, totalTerms: number } };

export type AttributeTermsQueryVariables = Exact<{
  attribute_id?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AttributeTermsQuery = { getAttributeTerms: { count: number, hits: Array<{ id: string, attribute_id: string, option_name: string, sku: string, attribute: { id: string, name: string, totalTerms: number } }> } };

export type AttributeTermByIdQueryVariables = Exact<{
  id: string;
}>;


export type AttributeTermByIdQuery = { getAttributeTermById: { id: string, attribute_id: string, option_name: string, sku: string, attribute: { id: string, name: string, totalTerms: number } } };

export type CreateAttributeMutationVariables = Exact<{
  input: Types.AttributeInput;
}>;


export type CreateAttributeMutation = { createAttribute: { id: string, name: string, totalTerms: number } };

export type UpdateAttributeMutationVariables = Exact<{
  id: string;
  input: Types.AttributeInput;
}>;


export type UpdateAttributeMutation = { updateAttribute: { id: string, name: string, totalTerms: number } };

export type DeleteAttributesMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type DeleteAttributesMutation = { deleteAttribute: Array<string> };

export type CreateAttributeTermMutationVariables = Exact<{
  input: Types.CreateAttributeTermInput;
}>;


export type CreateAttributeTermMutation = { createAttributeTerm: { id: string, attribute_id: string, option_name: string, sku: string, attribute: { id: string, name: string, totalTerms: number } } };

export type UpdateAttributeTermMutationVariables = Exact<{
  id: string;
  input: Types.UpdateAttributeTermInput;
}>;


export type UpdateAttributeTermMutation = { updateAttributeTerm: { id: string, attribute_id: string, option_name: string, sku: string, attribute: { id: string, name: string, totalTerms: number } } };

export type DeleteAttributeTermMutationVariables = Exact<{
  id: string;
}>;


export type DeleteAttributeTermMutation = { deleteAttributeTerm: string };

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
export const AttributeFieldsFragmentDoc = new TypedDocumentString(`
    fragment AttributeFields on Attribute {
  id
  name
  totalTerms
}
    `, {"fragmentName":"AttributeFields"});
export const AttributeTermFieldsFragmentDoc = new TypedDocumentString(`
    fragment AttributeTermFields on AttributeTerm {
  id
  attribute_id
  option_name
  sku
  attribute {
    ...AttributeFields
  }
}
    fragment AttributeFields on Attribute {
  id
  name
  totalTerms
}`, {"fragmentName":"AttributeTermFields"});
export const AttributesDocument = new TypedDocumentString(`
    query Attributes($limit: Int, $offset: Int) {
  getAttributes(limit: $limit, offset: $offset) {
    count
    hits {
      ...AttributeFields
    }
  }
}
    fragment AttributeFields on Attribute {
  id
  name
  totalTerms
}`);
export const AttributeByIdDocument = new TypedDocumentString(`
    query AttributeById($id: ID!) {
  getAttributeById(id: $id) {
    ...AttributeFields
  }
}
    fragment AttributeFields on Attribute {
  id
  name
  totalTerms
}`);
export const AttributeTermsDocument = new TypedDocumentString(`
    query AttributeTerms($attribute_id: ID, $limit: Int, $offset: Int) {
  getAttributeTerms(attribute_id: $attribute_id, limit: $limit, offset: $offset) {
    count
    hits {
      ...AttributeTermFields
    }
  }
}
    fragment AttributeFields on Attribute {
  id
  name
  totalTerms
}
fragment AttributeTermFields on AttributeTerm {
  id
  attribute_id
  option_name
  sku
  attribute {
    ...AttributeFields
  }
}`);
export const AttributeTermByIdDocument = new TypedDocumentString(`
    query AttributeTermById($id: ID!) {
  getAttributeTermById(id: $id) {
    ...AttributeTermFields
  }
}
    fragment AttributeFields on Attribute {
  id
  name
  totalTerms
}
fragment AttributeTermFields on AttributeTerm {
  id
  attribute_id
  option_name
  sku
  attribute {
    ...AttributeFields
  }
}`);
export const CreateAttributeDocument = new TypedDocumentString(`
    mutation CreateAttribute($input: AttributeInput!) {
  createAttribute(input: $input) {
    ...AttributeFields
  }
}
    fragment AttributeFields on Attribute {
  id
  name
  totalTerms
}`);
export const UpdateAttributeDocument = new TypedDocumentString(`
    mutation UpdateAttribute($id: ID!, $input: AttributeInput!) {
  updateAttribute(id: $id, input: $input) {
    ...AttributeFields
  }
}
    fragment AttributeFields on Attribute {
  id
  name
  totalTerms
}`);
export const DeleteAttributesDocument = new TypedDocumentString(`
    mutation DeleteAttributes($ids: [ID!]!) {
  deleteAttribute(ids: $ids)
}
    `);
export const CreateAttributeTermDocument = new TypedDocumentString(`
    mutation CreateAttributeTerm($input: CreateAttributeTermInput!) {
  createAttributeTerm(input: $input) {
    ...AttributeTermFields
  }
}
    fragment AttributeFields on Attribute {
  id
  name
  totalTerms
}
fragment AttributeTermFields on AttributeTerm {
  id
  attribute_id
  option_name
  sku
  attribute {
    ...AttributeFields
  }
}`);
export const UpdateAttributeTermDocument = new TypedDocumentString(`
    mutation UpdateAttributeTerm($id: ID!, $input: UpdateAttributeTermInput!) {
  updateAttributeTerm(id: $id, input: $input) {
    ...AttributeTermFields
  }
}
    fragment AttributeFields on Attribute {
  id
  name
  totalTerms
}
fragment AttributeTermFields on AttributeTerm {
  id
  attribute_id
  option_name
  sku
  attribute {
    ...AttributeFields
  }
}`);
export const DeleteAttributeTermDocument = new TypedDocumentString(`
    mutation DeleteAttributeTerm($id: ID!) {
  deleteAttributeTerm(id: $id)
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    Attributes: build.query<AttributesQuery, AttributesQueryVariables | void>({
      query: (variables) => ({ document: AttributesDocument as unknown as string, variables })
    }),
    AttributeById: build.query<AttributeByIdQuery, AttributeByIdQueryVariables>({
      query: (variables) => ({ document: AttributeByIdDocument as unknown as string, variables })
    }),
    AttributeTerms: build.query<AttributeTermsQuery, AttributeTermsQueryVariables | void>({
      query: (variables) => ({ document: AttributeTermsDocument as unknown as string, variables })
    }),
    AttributeTermById: build.query<AttributeTermByIdQuery, AttributeTermByIdQueryVariables>({
      query: (variables) => ({ document: AttributeTermByIdDocument as unknown as string, variables })
    }),
    CreateAttribute: build.mutation<CreateAttributeMutation, CreateAttributeMutationVariables>({
      query: (variables) => ({ document: CreateAttributeDocument as unknown as string, variables })
    }),
    UpdateAttribute: build.mutation<UpdateAttributeMutation, UpdateAttributeMutationVariables>({
      query: (variables) => ({ document: UpdateAttributeDocument as unknown as string, variables })
    }),
    DeleteAttributes: build.mutation<DeleteAttributesMutation, DeleteAttributesMutationVariables>({
      query: (variables) => ({ document: DeleteAttributesDocument as unknown as string, variables })
    }),
    CreateAttributeTerm: build.mutation<CreateAttributeTermMutation, CreateAttributeTermMutationVariables>({
      query: (variables) => ({ document: CreateAttributeTermDocument as unknown as string, variables })
    }),
    UpdateAttributeTerm: build.mutation<UpdateAttributeTermMutation, UpdateAttributeTermMutationVariables>({
      query: (variables) => ({ document: UpdateAttributeTermDocument as unknown as string, variables })
    }),
    DeleteAttributeTerm: build.mutation<DeleteAttributeTermMutation, DeleteAttributeTermMutationVariables>({
      query: (variables) => ({ document: DeleteAttributeTermDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useAttributesQuery, useLazyAttributesQuery, useAttributeByIdQuery, useLazyAttributeByIdQuery, useAttributeTermsQuery, useLazyAttributeTermsQuery, useAttributeTermByIdQuery, useLazyAttributeTermByIdQuery, useCreateAttributeMutation, useUpdateAttributeMutation, useDeleteAttributesMutation, useCreateAttributeTermMutation, useUpdateAttributeTermMutation, useDeleteAttributeTermMutation } = injectedRtkApi;

