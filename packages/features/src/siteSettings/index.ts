// The siteSettings area (lazy-loaded by the app per route): Site settings, the seller's API key
// settings, and the title bar's current site selector.
export { SiteSettingsScreen, SITE_SETTINGS_TABS } from './screens/SiteSettingsScreen';
export { SellerSettingsScreen } from './screens/SellerSettingsScreen';
export {
  CurrentSiteSelector,
  CURRENT_SITE_OPTIONS_LIMIT,
  type CurrentSiteSelectorProps,
} from './screens/CurrentSiteSelector';
export {
  CURRENT_SITE_STORAGE_KEY,
  currentSiteChosen,
  selectCurrentSiteId,
  type CurrentSiteState,
} from '../store/currentSite';
export { ApiKeyPanel, type ApiKeyPanelProps } from './components/ApiKeyPanel';
// The email form is left out of this entry (it brings Formik and Yup to whoever imports the
// area); SiteSettingsScreen loads it with its tab.
export type {
  EmailNotificationFormProps,
  EmailNotificationValues,
} from './components/EmailNotificationForm';
export { FulfillRoleForm, type FulfillRoleFormProps } from './components/FulfillRoleForm';
export {
  siteSettingsApi,
  useCurrentSiteOptionsQuery,
  useGenerateSiteApiKeyMutation,
  useGetSiteSettingQuery,
  useSiteApiKeysQuery,
  useUpdateSiteSettingsMutation,
} from './api';
export type * from './api/SiteSettings.generated';
