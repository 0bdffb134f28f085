/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type UserLevelFilter = {
  /** true for active levels, false for inactive ones; omitted lists both */
  status?: boolean | null | undefined;
};

/**
 * A level's fields. createUserLevel needs name, order_total and discount (status defaults to true);
 * updateUserLevel changes only the fields given.
 */
export type UserLevelInput = {
  discount?: number | null | undefined;
  name?: string | null | undefined;
  order_total?: number | null | undefined;
  status?: boolean | null | undefined;
};

export type UserLevelFieldsFragment = { id: string, name: string, order_total: number, discount: number, status: boolean, totalUser: number, created_at: string, updated_at: string, creater: { id: string, first_name: string, last_name: string } | null };

export type UserLevelsQueryVariables = Exact<{
  filter?: Types.UserLevelFilter | null | undefined;
}>;


export type UserLevelsQuery = { userLevels: Array<{ id: string, name: string, order_total: number, discount: number, status: boolean, totalUser: number, created_at: string, updated_at: string, creater: { id: string, first_name: string, last_name: string } | null }> };

export type CreateUserLevelMutationVariables = Exact<{
  input: Types.UserLevelInput;
}>;


export type CreateUserLevelMutation = { createUserLevel: { id: string, name: string, order_total: number, discount: number, status: boolean, totalUser: number, created_at: string, updated_at: string, creater: { id: string, first_name: string, last_name: string } | null } };

export type UpdateUserLevelMutationVariables = Exact<{
  id: string;
  input: Types.UserLevelInput;
}>;


export type UpdateUserLevelMutation = { updateUserLevel: { id: string, name: string, order_total: number, discount: number, status: boolean, totalUser: number, created_at: string, updated_at: string, creater: { id: string, first_name: string, last_name: string } | null } };

export type DeleteUserLevelMutationVariables = Exact<{
  id: string;
}>;


export type DeleteUserLevelMutation = { deleteUserLevel: boolean };

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
export const UserLevelFieldsFragmentDoc = new TypedDocumentString(`
    fragment UserLevelFields on UserLevel {
  id
  name
  order_total
  discount
  status
  totalUser
  creater {
    id
    first_name
    last_name
  }
  created_at
  updated_at
}
    `, {"fragmentName":"UserLevelFields"});
export const UserLevelsDocument = new TypedDocumentString(`
    query UserLevels($filter: UserLevelFilter) {
  userLevels(filter: $filter) {
    ...UserLevelFields
  }
}
    fragment UserLevelFields on UserLevel {
  id
  name
  order_total
  discount
  status
  totalUser
  creater {
    id
    first_name
    last_name
  }
  created_at
  updated_at
}`);
export const CreateUserLevelDocument = new TypedDocumentString(`
    mutation CreateUserLevel($input: UserLevelInput!) {
  createUserLevel(input: $input) {
    ...UserLevelFields
  }
}
    fragment UserLevelFields on UserLevel {
  id
  name
  order_total
  discount
  status
  totalUser
  creater {
    id
    first_name
    last_name
  }
  created_at
  updated_at
}`);
export const UpdateUserLevelDocument = new TypedDocumentString(`
    mutation UpdateUserLevel($id: ID!, $input: UserLevelInput!) {
  updateUserLevel(id: $id, input: $input) {
    ...UserLevelFields
  }
}
    fragment UserLevelFields on UserLevel {
  id
  name
  order_total
  discount
  status
  totalUser
  creater {
    id
    first_name
    last_name
  }
  created_at
  updated_at
}`);
export const DeleteUserLevelDocument = new TypedDocumentString(`
    mutation DeleteUserLevel($id: ID!) {
  deleteUserLevel(id: $id)
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    UserLevels: build.query<UserLevelsQuery, UserLevelsQueryVariables | void>({
      query: (variables) => ({ document: UserLevelsDocument as unknown as string, variables })
    }),
    CreateUserLevel: build.mutation<CreateUserLevelMutation, CreateUserLevelMutationVariables>({
      query: (variables) => ({ document: CreateUserLevelDocument as unknown as string, variables })
    }),
    UpdateUserLevel: build.mutation<UpdateUserLevelMutation, UpdateUserLevelMutationVariables>({
      query: (variables) => ({ document: UpdateUserLevelDocument as unknown as string, variables })
    }),
    DeleteUserLevel: build.mutation<DeleteUserLevelMutation, DeleteUserLevelMutationVariables>({
      query: (variables) => ({ document: DeleteUserLevelDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useUserLevelsQuery, useLazyUserLevelsQuery, useCreateUserLevelMutation, useUpdateUserLevelMutation, useDeleteUserLevelMutation } = injectedRtkApi;

