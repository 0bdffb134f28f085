/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type AppSettingInput = {
  name: string;
  value?: string | null | undefined;
};

export type TrackingDelayUnit =
  | 'day'
  | 'hour';

export type AppSettingFieldsFragment = { id: string | null, name: string, value: string | null };

export type AppSettingsQueryVariables = Exact<{
  input: Array<string> | string;
}>;


export type AppSettingsQuery = { getAppSettings: Array<{ id: string | null, name: string, value: string | null }> };

export type SaveAppSettingsMutationVariables = Exact<{
  input: Array<Types.AppSettingInput> | Types.AppSettingInput;
}>;


export type SaveAppSettingsMutation = { saveAppSettings: Array<{ id: string | null, name: string, value: string | null }> };

export type SettingTrackingMoreMutationVariables = Exact<{
  apiKey: string;
  limitTime: number;
  unit?: Types.TrackingDelayUnit | null | undefined;
}>;


export type SettingTrackingMoreMutation = { settingTrackingMore: boolean };

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
export const AppSettingFieldsFragmentDoc = new TypedDocumentString(`
    fragment AppSettingFields on AppSetting {
  id
  name
  value
}
    `, {"fragmentName":"AppSettingFields"});
export const AppSettingsDocument = new TypedDocumentString(`
    query AppSettings($input: [String!]!) {
  getAppSettings(input: $input) {
    ...AppSettingFields
  }
}
    fragment AppSettingFields on AppSetting {
  id
  name
  value
}`);
export const SaveAppSettingsDocument = new TypedDocumentString(`
    mutation SaveAppSettings($input: [AppSettingInput!]!) {
  saveAppSettings(input: $input) {
    ...AppSettingFields
  }
}
    fragment AppSettingFields on AppSetting {
  id
  name
  value
}`);
export const SettingTrackingMoreDocument = new TypedDocumentString(`
    mutation SettingTrackingMore($apiKey: String!, $limitTime: Int!, $unit: TrackingDelayUnit) {
  settingTrackingMore(apiKey: $apiKey, limitTime: $limitTime, unit: $unit)
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    AppSettings: build.query<AppSettingsQuery, AppSettingsQueryVariables>({
      query: (variables) => ({ document: AppSettingsDocument as unknown as string, variables })
    }),
    SaveAppSettings: build.mutation<SaveAppSettingsMutation, SaveAppSettingsMutationVariables>({
      query: (variables) => ({ document: SaveAppSettingsDocument as unknown as string, variables })
    }),
    SettingTrackingMore: build.mutation<SettingTrackingMoreMutation, SettingTrackingMoreMutationVariables>({
      query: (variables) => ({ document: SettingTrackingMoreDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useAppSettingsQuery, useLazyAppSettingsQuery, useSaveAppSettingsMutation, useSettingTrackingMoreMutation } = injectedRtkApi;

