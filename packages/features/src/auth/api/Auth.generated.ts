/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type RegisterInput = {
  email: string;
  first_name: string;
  last_name: string;
  pass: string;
  phone: string;
};

export type SessionUserFragment = { id: string, first_name: string, last_name: string, email: string, status: boolean, is_special: boolean, users_read_only: boolean, roles: Array<{ id: string, name: string }> };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { token: string, expired_at: string, user: { id: string, first_name: string, last_name: string, email: string, status: boolean, is_special: boolean, users_read_only: boolean, roles: Array<{ id: string, name: string }> } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { phone: string | null, address: string | null, birthday: string | null, id: string, first_name: string, last_name: string, email: string, status: boolean, is_special: boolean, users_read_only: boolean, avatar: { id: string, url: string | null } | null, roles: Array<{ id: string, name: string }> } };

export type RegisterMutationVariables = Exact<{
  input: Types.RegisterInput;
}>;


export type RegisterMutation = { register: string };

export type AccountActivationMutationVariables = Exact<{
  token: string;
}>;


export type AccountActivationMutation = { accountActivation: boolean };

export type ResetPasswordMutationVariables = Exact<{
  email: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type ResetPasswordByTokenMutationVariables = Exact<{
  token: string;
  pass: string;
}>;


export type ResetPasswordByTokenMutation = { resetPasswordByToken: boolean };

export type ChangePasswordMutationVariables = Exact<{
  id: string;
  current_password?: string | null | undefined;
  new_password: string;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

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
export const SessionUserFragmentDoc = new TypedDocumentString(`
    fragment SessionUser on User {
  id
  first_name
  last_name
  email
  roles {
    id
    name
  }
  status
  is_special
  users_read_only
}
    `, {"fragmentName":"SessionUser"});
export const LoginDocument = new TypedDocumentString(`
    mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token
    expired_at
    user {
      ...SessionUser
    }
  }
}
    fragment SessionUser on User {
  id
  first_name
  last_name
  email
  roles {
    id
    name
  }
  status
  is_special
  users_read_only
}`);
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout
}
    `);
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    ...SessionUser
    phone
    address
    birthday
    avatar {
      id
      url
    }
  }
}
    fragment SessionUser on User {
  id
  first_name
  last_name
  email
  roles {
    id
    name
  }
  status
  is_special
  users_read_only
}`);
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($input: RegisterInput!) {
  register(input: $input)
}
    `);
export const AccountActivationDocument = new TypedDocumentString(`
    mutation AccountActivation($token: String!) {
  accountActivation(token: $token)
}
    `);
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($email: String!) {
  resetPassword(email: $email)
}
    `);
export const ResetPasswordByTokenDocument = new TypedDocumentString(`
    mutation ResetPasswordByToken($token: String!, $pass: String!) {
  resetPasswordByToken(token: $token, pass: $pass)
}
    `);
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($id: ID!, $current_password: String, $new_password: String!) {
  changePassword(
    id: $id
    current_password: $current_password
    new_password: $new_password
  )
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    Login: build.mutation<LoginMutation, LoginMutationVariables>({
      query: (variables) => ({ document: LoginDocument as unknown as string, variables })
    }),
    Logout: build.mutation<LogoutMutation, LogoutMutationVariables | void>({
      query: (variables) => ({ document: LogoutDocument as unknown as string, variables })
    }),
    Me: build.query<MeQuery, MeQueryVariables | void>({
      query: (variables) => ({ document: MeDocument as unknown as string, variables })
    }),
    Register: build.mutation<RegisterMutation, RegisterMutationVariables>({
      query: (variables) => ({ document: RegisterDocument as unknown as string, variables })
    }),
    AccountActivation: build.mutation<AccountActivationMutation, AccountActivationMutationVariables>({
      query: (variables) => ({ document: AccountActivationDocument as unknown as string, variables })
    }),
    ResetPassword: build.mutation<ResetPasswordMutation, ResetPasswordMutationVariables>({
      query: (variables) => ({ document: ResetPasswordDocument as unknown as string, variables })
    }),
    ResetPasswordByToken: build.mutation<ResetPasswordByTokenMutation, ResetPasswordByTokenMutationVariables>({
      query: (variables) => ({ document: ResetPasswordByTokenDocument as unknown as string, variables })
    }),
    ChangePassword: build.mutation<ChangePasswordMutation, ChangePasswordMutationVariables>({
      query: (variables) => ({ document: ChangePasswordDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useLoginMutation, useLogoutMutation, useMeQuery, useLazyMeQuery, useRegisterMutation, useAccountActivationMutation, useResetPasswordMutation, useResetPasswordByTokenMutation, useChangePasswordMutation } = injectedRtkApi;

