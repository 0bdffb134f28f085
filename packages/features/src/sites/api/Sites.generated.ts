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

/** Edit site: domain_name (Shopify only), rebrandly_domain and is_auto_fetch_order are Administrator fields. */
export type UpdateSiteInput = {
  domain_name?: string | null | undefined;
  email_support?: string | null | undefined;
  is_auto_fetch_order?: boolean | null | undefined;
  rebrandly_domain?: string | null | undefined;
  title?: string | null | undefined;
};

export type SiteListItemFragment = { id: string, title: string, email_support: string | null, domain: string, platform: Types.Platform, status: boolean, verified: boolean, type: string | null, domain_name: string | null, rebrandly_domain: string | null, api_key: string | null, is_auto_fetch_order: boolean, user: { id: string, first_name: string, last_name: string }, webhooks: Array<{ id: string, topic: string, address: string, delivery_url: string | null }> };

export type SitesListQueryVariables = Exact<{
  filter?: Types.SiteFilter | null | undefined;
}>;


export type SitesListQuery = { sites: { count: number, hits: Array<{ id: string, title: string, email_support: string | null, domain: string, platform: Types.Platform, status: boolean, verified: boolean, type: string | null, domain_name: string | null, rebrandly_domain: string | null, api_key: string | null, is_auto_fetch_order: boolean, user: { id: string, first_name: string, last_name: string }, webhooks: Array<{ id: string, topic: string, address: string, delivery_url: string | null }> }> } };

export type SiteSellersQueryVariables = Exact<{
  search?: string | null | undefined;
  withEmail?: boolean | null | undefined;
}>;


export type SiteSellersQuery = { usersByRole: Array<{ id: string, first_name: string, last_name: string, email?: string }> };

export type CreateSiteMutationVariables = Exact<{
  title?: string | null | undefined;
  domain?: string | null | undefined;
  platform?: Types.Platform | null | undefined;
  isConnect?: boolean | null | undefined;
  email_support?: string | null | undefined;
}>;


export type CreateSiteMutation = { createSite: { id: string, platform: Types.Platform, domain: string, authorize_url: string | null } };

export type UpdateSiteMutationVariables = Exact<{
  site_id: string;
  updateSiteInput: Types.UpdateSiteInput;
}>;


export type UpdateSiteMutation = { updateSite: { id: string, title: string, email_support: string | null, domain: string, platform: Types.Platform, status: boolean, verified: boolean, type: string | null, domain_name: string | null, rebrandly_domain: string | null, api_key: string | null, is_auto_fetch_order: boolean, user: { id: string, first_name: string, last_name: string }, webhooks: Array<{ id: string, topic: string, address: string, delivery_url: string | null }> } };

export type DeleteSiteMutationVariables = Exact<{
  id: string;
}>;


export type DeleteSiteMutation = { deleteSite: boolean };

export type AuthorizeSiteMutationVariables = Exact<{
  id: string;
}>;


export type AuthorizeSiteMutation = { authorizeSite: string };

export type UpdateSiteWebhooksMutationVariables = Exact<{
  id: string;
}>;


export type UpdateSiteWebhooksMutation = { updateWebhooks: { id: string, title: string, email_support: string | null, domain: string, platform: Types.Platform, status: boolean, verified: boolean, type: string | null, domain_name: string | null, rebrandly_domain: string | null, api_key: string | null, is_auto_fetch_order: boolean, user: { id: string, first_name: string, last_name: string }, webhooks: Array<{ id: string, topic: string, address: string, delivery_url: string | null }> } };

export type FetchSiteProductVariantsMutationVariables = Exact<{
  site_id: string;
}>;


export type FetchSiteProductVariantsMutation = { FetchProductVariants: string };

export type PlatformAvailabilityQueryVariables = Exact<{ [key: string]: never; }>;


export type PlatformAvailabilityQuery = { platformAvailability: Array<{ platform: Types.Platform, configured: boolean, demo: boolean, settings: Array<string> }> };

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
export const SiteListItemFragmentDoc = new TypedDocumentString(`
    fragment SiteListItem on Site {
  id
  title
  email_support
  domain
  platform
  status
  verified
  type
  domain_name
  rebrandly_domain
  api_key
  is_auto_fetch_order
  user {
    id
    first_name
    last_name
  }
  webhooks {
    id
    topic
    address
    delivery_url
  }
}
    `, {"fragmentName":"SiteListItem"});
export const SitesListDocument = new TypedDocumentString(`
    query SitesList($filter: SiteFilter) {
  sites(filter: $filter) {
    count
    hits {
      ...SiteListItem
    }
  }
}
    fragment SiteListItem on Site {
  id
  title
  email_support
  domain
  platform
  status
  verified
  type
  domain_name
  rebrandly_domain
  api_key
  is_auto_fetch_order
  user {
    id
    first_name
    last_name
  }
  webhooks {
    id
    topic
    address
    delivery_url
  }
}`);
export const SiteSellersDocument = new TypedDocumentString(`
    query SiteSellers($search: String, $withEmail: Boolean = false) {
  usersByRole(role: "Seller", search: $search) {
    id
    first_name
    last_name
    email @include(if: $withEmail)
  }
}
    `);
export const CreateSiteDocument = new TypedDocumentString(`
    mutation CreateSite($title: String, $domain: String, $platform: Platform, $isConnect: Boolean, $email_support: String) {
  createSite(
    title: $title
    domain: $domain
    platform: $platform
    isConnect: $isConnect
    email_support: $email_support
  ) {
    id
    platform
    domain
    authorize_url
  }
}
    `);
export const UpdateSiteDocument = new TypedDocumentString(`
    mutation UpdateSite($site_id: ID!, $updateSiteInput: UpdateSiteInput!) {
  updateSite(site_id: $site_id, updateSiteInput: $updateSiteInput) {
    ...SiteListItem
  }
}
    fragment SiteListItem on Site {
  id
  title
  email_support
  domain
  platform
  status
  verified
  type
  domain_name
  rebrandly_domain
  api_key
  is_auto_fetch_order
  user {
    id
    first_name
    last_name
  }
  webhooks {
    id
    topic
    address
    delivery_url
  }
}`);
export const DeleteSiteDocument = new TypedDocumentString(`
    mutation DeleteSite($id: ID!) {
  deleteSite(id: $id)
}
    `);
export const AuthorizeSiteDocument = new TypedDocumentString(`
    mutation AuthorizeSite($id: ID!) {
  authorizeSite(id: $id)
}
    `);
export const UpdateSiteWebhooksDocument = new TypedDocumentString(`
    mutation UpdateSiteWebhooks($id: ID!) {
  updateWebhooks(id: $id) {
    ...SiteListItem
  }
}
    fragment SiteListItem on Site {
  id
  title
  email_support
  domain
  platform
  status
  verified
  type
  domain_name
  rebrandly_domain
  api_key
  is_auto_fetch_order
  user {
    id
    first_name
    last_name
  }
  webhooks {
    id
    topic
    address
    delivery_url
  }
}`);
export const FetchSiteProductVariantsDocument = new TypedDocumentString(`
    mutation FetchSiteProductVariants($site_id: ID!) {
  FetchProductVariants(site_id: $site_id)
}
    `);
export const PlatformAvailabilityDocument = new TypedDocumentString(`
    query PlatformAvailability {
  platformAvailability {
    platform
    configured
    demo
    settings
  }
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    SitesList: build.query<SitesListQuery, SitesListQueryVariables | void>({
      query: (variables) => ({ document: SitesListDocument as unknown as string, variables })
    }),
    SiteSellers: build.query<SiteSellersQuery, SiteSellersQueryVariables | void>({
      query: (variables) => ({ document: SiteSellersDocument as unknown as string, variables })
    }),
    CreateSite: build.mutation<CreateSiteMutation, CreateSiteMutationVariables | void>({
      query: (variables) => ({ document: CreateSiteDocument as unknown as string, variables })
    }),
    UpdateSite: build.mutation<UpdateSiteMutation, UpdateSiteMutationVariables>({
      query: (variables) => ({ document: UpdateSiteDocument as unknown as string, variables })
    }),
    DeleteSite: build.mutation<DeleteSiteMutation, DeleteSiteMutationVariables>({
      query: (variables) => ({ document: DeleteSiteDocument as unknown as string, variables })
    }),
    AuthorizeSite: build.mutation<AuthorizeSiteMutation, AuthorizeSiteMutationVariables>({
      query: (variables) => ({ document: AuthorizeSiteDocument as unknown as string, variables })
    }),
    UpdateSiteWebhooks: build.mutation<UpdateSiteWebhooksMutation, UpdateSiteWebhooksMutationVariables>({
      query: (variables) => ({ document: UpdateSiteWebhooksDocument as unknown as string, variables })
    }),
    FetchSiteProductVariants: build.mutation<FetchSiteProductVariantsMutation, FetchSiteProductVariantsMutationVariables>({
      query: (variables) => ({ document: FetchSiteProductVariantsDocument as unknown as string, variables })
    }),
    PlatformAvailability: build.query<PlatformAvailabilityQuery, PlatformAvailabilityQueryVariables | void>({
      query: (variables) => ({ document: PlatformAvailabilityDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useSitesListQuery, useLazySitesListQuery, useSiteSellersQuery, useLazySiteSellersQuery, useCreateSiteMutation, useUpdateSiteMutation, useDeleteSiteMutation, useAuthorizeSiteMutation, useUpdateSiteWebhooksMutation, useFetchSiteProductVariantsMutation, usePlatformAvailabilityQuery, useLazyPlatformAvailabilityQuery } = injectedRtkApi;

