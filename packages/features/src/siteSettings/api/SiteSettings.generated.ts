/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type Platform =
  | 'api'
  | 'import'
  | 'shopbase'
  | 'shopify'
  | 'woocommerce';

export type SiteFilter = {
  /** page size; dropdowns ask for up to 9999 */
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /** only sites of this platform, e.g. api for the Api/CSV Orders' site selector (every platform when omitted) */
  platform?: Platform | null | undefined;
  status?: boolean | null | undefined;
  user_id?: string | null | undefined;
  verified?: boolean | null | undefined;
};

/** The settings to change; what is left out keeps its value. The result is checked as a whole. */
export type SiteSettingsInput = {
  fulfill_role?: boolean | null | undefined;
  order_producing_enable?: boolean | null | undefined;
  order_producing_message?: string | null | undefined;
  order_received_after?: number | null | undefined;
  order_received_enable?: boolean | null | undefined;
  order_received_message?: string | null | undefined;
  order_shipping_enable?: boolean | null | undefined;
  order_shipping_message?: string | null | undefined;
};

export type SiteSettingsFieldsFragment = { order_received_enable: boolean, order_received_after: number, order_received_message: string, order_producing_enable: boolean, order_producing_message: string, order_shipping_enable: boolean, order_shipping_message: string, fulfill_role: boolean, order_hold_hours: number, site: { id: string, title: string, domain: string, platform: Types.Platform, type: string | null, api_key_allowed: boolean, owned: boolean, api_key: string | null, owner: { id: string, first_name: string, last_name: string } } };

export type SiteApiKeyFieldsFragment = { site_id: string, title: string, platform: Types.Platform, api_key: string | null };

export type GetSiteSettingQueryVariables = Exact<{
  site_id: string;
}>;


export type GetSiteSettingQuery = { getSiteSetting: { order_received_enable: boolean, order_received_after: number, order_received_message: string, order_producing_enable: boolean, order_producing_message: string, order_shipping_enable: boolean, order_shipping_message: string, fulfill_role: boolean, order_hold_hours: number, site: { id: string, title: string, domain: string, platform: Types.Platform, type: string | null, api_key_allowed: boolean, owned: boolean, api_key: string | null, owner: { id: string, first_name: string, last_name: string } } } };

export type UpdateSiteSettingsMutationVariables = Exact<{
  site_id: string;
  settings: Types.SiteSettingsInput;
}>;


export type UpdateSiteSettingsMutation = { updateSiteSettings: { order_received_enable: boolean, order_received_after: number, order_received_message: string, order_producing_enable: boolean, order_producing_message: string, order_shipping_enable: boolean, order_shipping_message: string, fulfill_role: boolean, order_hold_hours: number, site: { id: string, title: string, domain: string, platform: Types.Platform, type: string | null, api_key_allowed: boolean, owned: boolean, api_key: string | null, owner: { id: string, first_name: string, last_name: string } } } };

export type SiteApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteApiKeysQuery = { siteApiKeys: Array<{ site_id: string, title: string, platform: Types.Platform, api_key: string | null }> };

export type GenerateSiteApiKeyMutationVariables = Exact<{
  site_id: string;
}>;


export type GenerateSiteApiKeyMutation = { generateSiteApiKey: { site_id: string, title: string, platform: Types.Platform, api_key: string | null } };

export type CurrentSiteOptionsQueryVariables = Exact<{
  filter?: Types.SiteFilter | null | undefined;
}>;


export type CurrentSiteOptionsQuery = { sites: { count: number, hits: Array<{ id: string, title: string }> } };

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
export const SiteSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment SiteSettingsFields on SiteSettings {
  site {
    id
    title
    domain
    platform
    type
    api_key_allowed
    owned
    api_key
    owner {
      id
      first_name
      last_name
    }
  }
  order_received_enable
  order_received_after
  order_received_message
  order_producing_enable
  order_producing_message
  order_shipping_enable
  order_shipping_message
  fulfill_role
  order_hold_hours
}
    `, {"fragmentName":"SiteSettingsFields"});
export const SiteApiKeyFieldsFragmentDoc = new TypedDocumentString(`
    fragment SiteApiKeyFields on SiteApiKey {
  site_id
  title
  platform
  api_key
}
    `, {"fragmentName":"SiteApiKeyFields"});
export const GetSiteSettingDocument = new TypedDocumentString(`
    query GetSiteSetting($site_id: ID!) {
  getSiteSetting(site_id: $site_id) {
    ...SiteSettingsFields
  }
}
    fragment SiteSettingsFields on SiteSettings {
  site {
    id
    title
    domain
    platform
    type
    api_key_allowed
    owned
    api_key
    owner {
      id
      first_name
      last_name
    }
  }
  order_received_enable
  order_received_after
  order_received_message
  order_producing_enable
  order_producing_message
  order_shipping_enable
  order_shipping_message
  fulfill_role
  order_hold_hours
}`);
export const UpdateSiteSettingsDocument = new TypedDocumentString(`
    mutation UpdateSiteSettings($site_id: ID!, $settings: SiteSettingsInput!) {
  updateSiteSettings(site_id: $site_id, settings: $settings) {
    ...SiteSettingsFields
  }
}
    fragment SiteSettingsFields on SiteSettings {
  site {
    id
    title
    domain
    platform
    type
    api_key_allowed
    owned
    api_key
    owner {
      id
      first_name
      last_name
    }
  }
  order_received_enable
  order_received_after
  order_received_message
  order_producing_enable
  order_producing_message
  order_shipping_enable
  order_shipping_message
  fulfill_role
  order_hold_hours
}`);
export const SiteApiKeysDocument = new TypedDocumentString(`
    query SiteApiKeys {
  siteApiKeys {
    ...SiteApiKeyFields
  }
}
    fragment SiteApiKeyFields on SiteApiKey {
  site_id
  title
  platform
  api_key
}`);
export const GenerateSiteApiKeyDocument = new TypedDocumentString(`
    mutation GenerateSiteApiKey($site_id: ID!) {
  generateSiteApiKey(site_id: $site_id) {
    ...SiteApiKeyFields
  }
}
    fragment SiteApiKeyFields on SiteApiKey {
  site_id
  title
  platform
  api_key
}`);
export const CurrentSiteOptionsDocument = new TypedDocumentString(`
    query CurrentSiteOptions($filter: SiteFilter) {
  sites(filter: $filter) {
    count
    hits {
      id
      title
    }
  }
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    GetSiteSetting: build.query<GetSiteSettingQuery, GetSiteSettingQueryVariables>({
      query: (variables) => ({ document: GetSiteSettingDocument as unknown as string, variables })
    }),
    UpdateSiteSettings: build.mutation<UpdateSiteSettingsMutation, UpdateSiteSettingsMutationVariables>({
      query: (variables) => ({ document: UpdateSiteSettingsDocument as unknown as string, variables })
    }),
    SiteApiKeys: build.query<SiteApiKeysQuery, SiteApiKeysQueryVariables | void>({
      query: (variables) => ({ document: SiteApiKeysDocument as unknown as string, variables })
    }),
    GenerateSiteApiKey: build.mutation<GenerateSiteApiKeyMutation, GenerateSiteApiKeyMutationVariables>({
      query: (variables) => ({ document: GenerateSiteApiKeyDocument as unknown as string, variables })
    }),
    CurrentSiteOptions: build.query<CurrentSiteOptionsQuery, CurrentSiteOptionsQueryVariables | void>({
      query: (variables) => ({ document: CurrentSiteOptionsDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useGetSiteSettingQuery, useLazyGetSiteSettingQuery, useUpdateSiteSettingsMutation, useSiteApiKeysQuery, useLazySiteApiKeysQuery, useGenerateSiteApiKeyMutation, useCurrentSiteOptionsQuery, useLazyCurrentSiteOptionsQuery } = injectedRtkApi;

