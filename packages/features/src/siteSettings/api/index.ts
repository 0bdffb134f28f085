import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './SiteSettings.generated';

/**
 * The site settings endpoints with cache tags: saving a site's settings refreshes that site's
 * settings, and a new API key refreshes the key lists and the sites (whose edit drawer shows it).
 */
export const siteSettingsApi = api.enhanceEndpoints({
  endpoints: {
    GetSiteSetting: {
      providesTags: (_result, _error, { site_id }) => [{ type: 'SiteSettings', id: site_id }],
    },
    UpdateSiteSettings: {
      invalidatesTags: (_result, _error, { site_id }) => [{ type: 'SiteSettings', id: site_id }],
    },
    SiteApiKeys: { providesTags: [{ type: 'SiteApiKey', id: 'LIST' }] },
    GenerateSiteApiKey: {
      invalidatesTags: (_result, _error, { site_id }) => [
        { type: 'SiteApiKey', id: 'LIST' },
        { type: 'SiteSettings', id: site_id },
        { type: 'Site', id: 'LIST' },
      ],
    },
    CurrentSiteOptions: { providesTags: [{ type: 'Site', id: 'LIST' }] },
  },
});

// The settings screen and the API key page show a failed load in place (a failed save is a toast).
silenceErrorToasts('GetSiteSetting', 'SiteApiKeys');

export const {
  useGetSiteSettingQuery,
  useUpdateSiteSettingsMutation,
  useSiteApiKeysQuery,
  useGenerateSiteApiKeyMutation,
  useCurrentSiteOptionsQuery,
} = siteSettingsApi;

export type * from './SiteSettings.generated';
