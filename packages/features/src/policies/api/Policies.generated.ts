/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type PolicyFilter = {
  /** 1 guideline, 2 policy; both when omitted */
  type?: number | null | undefined;
};

export type PolicyInput = {
  description?: string | null | undefined;
  /** 1 by default */
  sorting?: number | null | undefined;
  title: string;
  /** 1 guideline (the default), 2 policy */
  type?: number | null | undefined;
};

export type PolicyFieldsFragment = { id: string, title: string, description: string | null, type: number, sorting: number, created_at: string, updated_at: string };

export type PoliciesQueryVariables = Exact<{
  filter?: Types.PolicyFilter | null | undefined;
}>;


export type PoliciesQuery = { policies: Array<{ id: string, title: string, description: string | null, type: number, sorting: number, created_at: string, updated_at: string }> };

export type PolicyByIdQueryVariables = Exact<{
  id: string;
}>;


export type PolicyByIdQuery = { policyById: { id: string, title: string, description: string | null, type: number, sorting: number, created_at: string, updated_at: string } };

export type CreatePolicyMutationVariables = Exact<{
  input: Types.PolicyInput;
}>;


export type CreatePolicyMutation = { createPolicy: { id: string, title: string, description: string | null, type: number, sorting: number, created_at: string, updated_at: string } };

export type UpdatePolicyMutationVariables = Exact<{
  id: string;
  input: Types.PolicyInput;
}>;


export type UpdatePolicyMutation = { updatePolicy: { id: string, title: string, description: string | null, type: number, sorting: number, created_at: string, updated_at: string } };

export type DeletePolicyMutationVariables = Exact<{
  id: string;
}>;


export type DeletePolicyMutation = { deletePolicy: string };

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
export const PolicyFieldsFragmentDoc = new TypedDocumentString(`
    fragment PolicyFields on Policy {
  id
  title
  description
  type
  sorting
  created_at
  updated_at
}
    `, {"fragmentName":"PolicyFields"});
export const PoliciesDocument = new TypedDocumentString(`
    query Policies($filter: PolicyFilter) {
  policies(filter: $filter) {
    ...PolicyFields
  }
}
    fragment PolicyFields on Policy {
  id
  title
  description
  type
  sorting
  created_at
  updated_at
}`);
export const PolicyByIdDocument = new TypedDocumentString(`
    query PolicyById($id: ID!) {
  policyById(id: $id) {
    ...PolicyFields
  }
}
    fragment PolicyFields on Policy {
  id
  title
  description
  type
  sorting
  created_at
  updated_at
}`);
export const CreatePolicyDocument = new TypedDocumentString(`
    mutation CreatePolicy($input: PolicyInput!) {
  createPolicy(input: $input) {
    ...PolicyFields
  }
}
    fragment PolicyFields on Policy {
  id
  title
  description
  type
  sorting
  created_at
  updated_at
}`);
export const UpdatePolicyDocument = new TypedDocumentString(`
    mutation UpdatePolicy($id: ID!, $input: PolicyInput!) {
  updatePolicy(id: $id, input: $input) {
    ...PolicyFields
  }
}
    fragment PolicyFields on Policy {
  id
  title
  description
  type
  sorting
  created_at
  updated_at
}`);
export const DeletePolicyDocument = new TypedDocumentString(`
    mutation DeletePolicy($id: ID!) {
  deletePolicy(id: $id)
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    Policies: build.query<PoliciesQuery, PoliciesQueryVariables | void>({
      query: (variables) => ({ document: PoliciesDocument as unknown as string, variables })
    }),
    PolicyById: build.query<PolicyByIdQuery, PolicyByIdQueryVariables>({
      query: (variables) => ({ document: PolicyByIdDocument as unknown as string, variables })
    }),
    CreatePolicy: build.mutation<CreatePolicyMutation, CreatePolicyMutationVariables>({
      query: (variables) => ({ document: CreatePolicyDocument as unknown as string, variables })
    }),
    UpdatePolicy: build.mutation<UpdatePolicyMutation, UpdatePolicyMutationVariables>({
      query: (variables) => ({ document: UpdatePolicyDocument as unknown as string, variables })
    }),
    DeletePolicy: build.mutation<DeletePolicyMutation, DeletePolicyMutationVariables>({
      query: (variables) => ({ document: DeletePolicyDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { usePoliciesQuery, useLazyPoliciesQuery, usePolicyByIdQuery, useLazyPolicyByIdQuery, useCreatePolicyMutation, useUpdatePolicyMutation, useDeletePolicyMutation } = injectedRtkApi;

