// The sites area (lazy-loaded by the app for /sites and /egg/sites): the sites list, the Add Site
// and Edit Site drawers, platform authorisation and the row actions. The forms stay out of this
// entry: the screens load them (Formik, Yup) only when a drawer opens.
export { SitesScreen, type SitesScreenProps } from './screens/SitesScreen';
export { EggSitesScreen } from './screens/EggSitesScreen';
export { PlatformLogo, type PlatformLogoProps } from './components/PlatformLogo';
export {
  DEFAULT_SITES_FILTERS,
  SitesFilters,
  type SiteConnection,
  type SitesFilterValues,
  type SitesFiltersProps,
} from './components/SitesFilters';
export { SitesTable, type SitesTableProps } from './components/SitesTable';
export {
  sitesApi,
  useAuthorizeSiteMutation,
  useCreateSiteMutation,
  useDeleteSiteMutation,
  useFetchSiteProductVariantsMutation,
  usePlatformAvailabilityQuery,
  useSiteSellersQuery,
  useSitesListQuery,
  useUpdateSiteMutation,
  useUpdateSiteWebhooksMutation,
} from './api';
export type * from './api/Sites.generated';
