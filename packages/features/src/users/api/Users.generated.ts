/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type BlockAction =
  | 'block'
  | 'unblock';

export type CreateUserInput = {
  email: string;
  first_name: string;
  /** the special Seller flag */
  is_special?: boolean | null | undefined;
  last_name: string;
  /** suppliers only */
  partner_fulfillment?: PartnerFulfillmentInput | null | undefined;
  pass: string;
  phone: string;
  /** role names; Authenticated is internal and refused */
  roles: Array<string>;
  /** suppliers only */
  template_id?: string | null | undefined;
};

/** All four fields, or all empty for none. */
export type PartnerFulfillmentInput = {
  api_key?: string | null | undefined;
  api_signature?: string | null | undefined;
  domain?: string | null | undefined;
  name?: string | null | undefined;
};

/** Fields left out keep their value. A user may change the profile fields of their own account; the rest are an Administrator's. */
export type UpdateUserInput = {
  address?: string | null | undefined;
  /** a file the user recorded with createFile; null removes the avatar */
  avatar_id?: string | null | undefined;
  /** YYYY-MM-DD */
  birthday?: string | null | undefined;
  email?: string | null | undefined;
  first_name?: string | null | undefined;
  is_special?: boolean | null | undefined;
  is_subscription?: boolean | null | undefined;
  last_name?: string | null | undefined;
  partner_fulfillment?: PartnerFulfillmentInput | null | undefined;
  phone?: string | null | undefined;
  roles?: Array<string> | null | undefined;
  template_id?: string | null | undefined;
};

export type UserFilter = {
  /** page size, 25 by default */
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /** a role name; Support means Supporter */
  role?: string | null | undefined;
  /** matches the name, email or phone */
  search?: string | null | undefined;
  /** true: active users, false: blocked users; both when left out */
  status?: boolean | null | undefined;
};

export type UserRowFragment = { id: string, first_name: string, last_name: string, email: string, phone: string | null, status: boolean, is_special: boolean, totalOrder: number, created_at: string, roles: Array<{ id: string, name: string }> };

export type UserDetailFragment = { address: string | null, birthday: string | null, is_subscription: boolean, template_id: string | null, id: string, first_name: string, last_name: string, email: string, phone: string | null, status: boolean, is_special: boolean, totalOrder: number, created_at: string, partner_fulfillment: { id: string, name: string, domain: string, api_key: string, api_signature: string } | null, roles: Array<{ id: string, name: string }> };

export type UsersQueryVariables = Exact<{
  filter?: Types.UserFilter | null | undefined;
}>;


export type UsersQuery = { users: { count: number, hits: Array<{ id: string, first_name: string, last_name: string, email: string, phone: string | null, status: boolean, is_special: boolean, totalOrder: number, created_at: string, roles: Array<{ id: string, name: string }> }> } };

export type UserByIdQueryVariables = Exact<{
  id: string;
}>;


export type UserByIdQuery = { userById: { address: string | null, birthday: string | null, is_subscription: boolean, template_id: string | null, id: string, first_name: string, last_name: string, email: string, phone: string | null, status: boolean, is_special: boolean, totalOrder: number, created_at: string, partner_fulfillment: { id: string, name: string, domain: string, api_key: string, api_signature: string } | null, roles: Array<{ id: string, name: string }> } };

export type UserRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type UserRolesQuery = { roles: Array<{ id: string, name: string }> };

export type ExportTemplatesQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type ExportTemplatesQuery = { templates: Array<{ id: string, name: string }> };

export type CreateUserMutationVariables = Exact<{
  input: Types.CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { address: string | null, birthday: string | null, is_subscription: boolean, template_id: string | null, id: string, first_name: string, last_name: string, email: string, phone: string | null, status: boolean, is_special: boolean, totalOrder: number, created_at: string, partner_fulfillment: { id: string, name: string, domain: string, api_key: string, api_signature: string } | null, roles: Array<{ id: string, name: string }> } };

export type UpdateUserAccountMutationVariables = Exact<{
  id: string;
  input: Types.UpdateUserInput;
}>;


export type UpdateUserAccountMutation = { updateUser: { address: string | null, birthday: string | null, is_subscription: boolean, template_id: string | null, id: string, first_name: string, last_name: string, email: string, phone: string | null, status: boolean, is_special: boolean, totalOrder: number, created_at: string, partner_fulfillment: { id: string, name: string, domain: string, api_key: string, api_signature: string } | null, roles: Array<{ id: string, name: string }> } };

export type DeleteUserMutationVariables = Exact<{
  id: string;
}>;


export type DeleteUserMutation = { deleteUser: boolean };

export type BlockUserMutationVariables = Exact<{
  id: string;
  action: Types.BlockAction;
}>;


export type BlockUserMutation = { blockUser: { id: string, status: boolean } };

export type SetUserPasswordMutationVariables = Exact<{
  id: string;
  new_password: string;
}>;


export type SetUserPasswordMutation = { changePassword: boolean };

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
export const UserRowFragmentDoc = new TypedDocumentString(`
    fragment UserRow on User {
  id
  first_name
  last_name
  email
  phone
  roles {
    id
    name
  }
  status
  is_special
  totalOrder
  created_at
}
    `, {"fragmentName":"UserRow"});
export const UserDetailFragmentDoc = new TypedDocumentString(`
    fragment UserDetail on User {
  ...UserRow
  address
  birthday
  is_subscription
  template_id
  partner_fulfillment {
    id
    name
    domain
    api_key
    api_signature
  }
}
    fragment UserRow on User {
  id
  first_name
  last_name
  email
  phone
  roles {
    id
    name
  }
  status
  is_special
  totalOrder
  created_at
}`, {"fragmentName":"UserDetail"});
export const UsersDocument = new TypedDocumentString(`
    query Users($filter: UserFilter) {
  users(filter: $filter) {
    count
    hits {
      ...UserRow
    }
  }
}
    fragment UserRow on User {
  id
  first_name
  last_name
  email
  phone
  roles {
    id
    name
  }
  status
  is_special
  totalOrder
  created_at
}`);
export const UserByIdDocument = new TypedDocumentString(`
    query UserById($id: ID!) {
  userById(id: $id) {
    ...UserDetail
  }
}
    fragment UserRow on User {
  id
  first_name
  last_name
  email
  phone
  roles {
    id
    name
  }
  status
  is_special
  totalOrder
  created_at
}
fragment UserDetail on User {
  ...UserRow
  address
  birthday
  is_subscription
  template_id
  partner_fulfillment {
    id
    name
    domain
    api_key
    api_signature
  }
}`);
export const UserRolesDocument = new TypedDocumentString(`
    query UserRoles {
  roles {
    id
    name
  }
}
    `);
export const ExportTemplatesDocument = new TypedDocumentString(`
    query ExportTemplates($limit: Int) {
  templates(limit: $limit) {
    id
    name
  }
}
    `);
export const CreateUserDocument = new TypedDocumentString(`
    mutation CreateUser($input: CreateUserInput!) {
  createUser(input: $input) {
    ...UserDetail
  }
}
    fragment UserRow on User {
  id
  first_name
  last_name
  email
  phone
  roles {
    id
    name
  }
  status
  is_special
  totalOrder
  created_at
}
fragment UserDetail on User {
  ...UserRow
  address
  birthday
  is_subscription
  template_id
  partner_fulfillment {
    id
    name
    domain
    api_key
    api_signature
  }
}`);
export const UpdateUserAccountDocument = new TypedDocumentString(`
    mutation UpdateUserAccount($id: ID!, $input: UpdateUserInput!) {
  updateUser(id: $id, input: $input) {
    ...UserDetail
  }
}
    fragment UserRow on User {
  id
  first_name
  last_name
  email
  phone
  roles {
    id
    name
  }
  status
  is_special
  totalOrder
  created_at
}
fragment UserDetail on User {
  ...UserRow
  address
  birthday
  is_subscription
  template_id
  partner_fulfillment {
    id
    name
    domain
    api_key
    api_signature
  }
}`);
export const DeleteUserDocument = new TypedDocumentString(`
    mutation DeleteUser($id: ID!) {
  deleteUser(id: $id)
}
    `);
export const BlockUserDocument = new TypedDocumentString(`
    mutation BlockUser($id: ID!, $action: BlockAction!) {
  blockUser(id: $id, action: $action) {
    id
    status
  }
}
    `);
export const SetUserPasswordDocument = new TypedDocumentString(`
    mutation SetUserPassword($id: ID!, $new_password: String!) {
  changePassword(id: $id, new_password: $new_password)
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    Users: build.query<UsersQuery, UsersQueryVariables | void>({
      query: (variables) => ({ document: UsersDocument as unknown as string, variables })
    }),
    UserById: build.query<UserByIdQuery, UserByIdQueryVariables>({
      query: (variables) => ({ document: UserByIdDocument as unknown as string, variables })
    }),
    UserRoles: build.query<UserRolesQuery, UserRolesQueryVariables | void>({
      query: (variables) => ({ document: UserRolesDocument as unknown as string, variables })
    }),
    ExportTemplates: build.query<ExportTemplatesQuery, ExportTemplatesQueryVariables | void>({
      query: (variables) => ({ document: ExportTemplatesDocument as unknown as string, variables })
    }),
    CreateUser: build.mutation<CreateUserMutation, CreateUserMutationVariables>({
      query: (variables) => ({ document: CreateUserDocument as unknown as string, variables })
    }),
    UpdateUserAccount: build.mutation<UpdateUserAccountMutation, UpdateUserAccountMutationVariables>({
      query: (variables) => ({ document: UpdateUserAccountDocument as unknown as string, variables })
    }),
    DeleteUser: build.mutation<DeleteUserMutation, DeleteUserMutationVariables>({
      query: (variables) => ({ document: DeleteUserDocument as unknown as string, variables })
    }),
    BlockUser: build.mutation<BlockUserMutation, BlockUserMutationVariables>({
      query: (variables) => ({ document: BlockUserDocument as unknown as string, variables })
    }),
    SetUserPassword: build.mutation<SetUserPasswordMutation, SetUserPasswordMutationVariables>({
      query: (variables) => ({ document: SetUserPasswordDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useUsersQuery, useLazyUsersQuery, useUserByIdQuery, useLazyUserByIdQuery, useUserRolesQuery, useLazyUserRolesQuery, useExportTemplatesQuery, useLazyExportTemplatesQuery, useCreateUserMutation, useUpdateUserAccountMutation, useDeleteUserMutation, useBlockUserMutation, useSetUserPasswordMutation } = injectedRtkApi;

