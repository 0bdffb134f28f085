import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Sites.generated';

const LIST = { type: 'Site', id: 'LIST' } as const;

/**
 * The site endpoints with cache tags: anything that adds, changes, connects or disables a site
 * refreshes every site list (this area's table and the other areas' site pickers).
 */
export const sitesApi = api.enhanceEndpoints({
  endpoints: {
    SitesList: { providesTags: [LIST] },
    SiteSellers: { providesTags: [{ type: 'User', id: 'SELLERS' }] },
    CreateSite: { invalidatesTags: [LIST] },
    UpdateSite: { invalidatesTags: [LIST] },
    DeleteSite: { invalidatesTags: [LIST] },
    UpdateSiteWebhooks: { invalidatesTags: [LIST] },
  },
});

// The table shows a failed load in its error state. Add Site without platformAvailability still
// works: createSite's refusal names an unconfigured platform.
silenceErrorToasts('SitesList');
silenceErrorToasts('PlatformAvailability');

export const {
  useSitesListQuery,
  useSiteSellersQuery,
  useCreateSiteMutation,
  useUpdateSiteMutation,
  useDeleteSiteMutation,
  useAuthorizeSiteMutation,
  useUpdateSiteWebhooksMutation,
  useFetchSiteProductVariantsMutation,
  usePlatformAvailabilityQuery,
} = sitesApi;

export type * from './Sites.generated';
