/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type CreateFileInput = {
  file_mime: string;
  file_name: string;
  /** checked against the stored bytes */
  file_size: number;
  key: string;
  sku?: string | null | undefined;
  /** ignored: the server records where it stored the bytes */
  source?: string | null | undefined;
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

export type ProfileFieldsFragment = { id: string, first_name: string, last_name: string, email: string, phone: string | null, address: string | null, birthday: string | null, avatar: { id: string, url: string | null } | null };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { me: { id: string, first_name: string, last_name: string, email: string, phone: string | null, address: string | null, birthday: string | null, avatar: { id: string, url: string | null } | null } };

export type UpdateProfileMutationVariables = Exact<{
  id: string;
  input: Types.UpdateUserInput;
}>;


export type UpdateProfileMutation = { updateUser: { id: string, first_name: string, last_name: string, email: string, phone: string | null, address: string | null, birthday: string | null, avatar: { id: string, url: string | null } | null } };

export type ChangeOwnPasswordMutationVariables = Exact<{
  id: string;
  email: string;
  current_password: string;
  new_password: string;
}>;


export type ChangeOwnPasswordMutation = { changePassword: boolean, login: { token: string, expired_at: string } };

export type CreateUploadUrlMutationVariables = Exact<{
  filename: string;
  fileMime: string;
}>;


export type CreateUploadUrlMutation = { createSignedUrl: { key: string, url: string } };

export type RecordUploadedFileMutationVariables = Exact<{
  input: Types.CreateFileInput;
}>;


export type RecordUploadedFileMutation = { createFile: { id: string, url: string, preview_url: string } };

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
export const ProfileFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProfileFields on User {
  id
  first_name
  last_name
  email
  phone
  address
  birthday
  avatar {
    id
    url
  }
}
    `, {"fragmentName":"ProfileFields"});
export const ProfileDocument = new TypedDocumentString(`
    query Profile {
  me {
    ...ProfileFields
  }
}
    fragment ProfileFields on User {
  id
  first_name
  last_name
  email
  phone
  address
  birthday
  avatar {
    id
    url
  }
}`);
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($id: ID!, $input: UpdateUserInput!) {
  updateUser(id: $id, input: $input) {
    ...ProfileFields
  }
}
    fragment ProfileFields on User {
  id
  first_name
  last_name
  email
  phone
  address
  birthday
  avatar {
    id
    url
  }
}`);
export const ChangeOwnPasswordDocument = new TypedDocumentString(`
    mutation ChangeOwnPassword($id: ID!, $email: String!, $current_password: String!, $new_password: String!) {
  changePassword(
    id: $id
    current_password: $current_password
    new_password: $new_password
  )
  login(email: $email, password: $new_password) {
    token
    expired_at
  }
}
    `);
export const CreateUploadUrlDocument = new TypedDocumentString(`
    mutation CreateUploadUrl($filename: String!, $fileMime: String!) {
  createSignedUrl(filename: $filename, fileMime: $fileMime) {
    key
    url
  }
}
    `);
export const RecordUploadedFileDocument = new TypedDocumentString(`
    mutation RecordUploadedFile($input: CreateFileInput!) {
  createFile(input: $input) {
    id
    url
    preview_url
  }
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    Profile: build.query<ProfileQuery, ProfileQueryVariables | void>({
      query: (variables) => ({ document: ProfileDocument as unknown as string, variables })
    }),
    UpdateProfile: build.mutation<UpdateProfileMutation, UpdateProfileMutationVariables>({
      query: (variables) => ({ document: UpdateProfileDocument as unknown as string, variables })
    }),
    ChangeOwnPassword: build.mutation<ChangeOwnPasswordMutation, ChangeOwnPasswordMutationVariables>({
      query: (variables) => ({ document: ChangeOwnPasswordDocument as unknown as string, variables })
    }),
    CreateUploadUrl: build.mutation<CreateUploadUrlMutation, CreateUploadUrlMutationVariables>({
      query: (variables) => ({ document: CreateUploadUrlDocument as unknown as string, variables })
    }),
    RecordUploadedFile: build.mutation<RecordUploadedFileMutation, RecordUploadedFileMutationVariables>({
      query: (variables) => ({ document: RecordUploadedFileDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useProfileQuery, useLazyProfileQuery, useUpdateProfileMutation, useChangeOwnPasswordMutation, useCreateUploadUrlMutation, useRecordUploadedFileMutation } = injectedRtkApi;

