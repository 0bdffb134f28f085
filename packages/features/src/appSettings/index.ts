// The appSettings area (lazy-loaded by the app for /admin/settings): mail templates, order and
// tracking messages, tracking service, payment mode and the seller message.
export { AppSettingsScreen, tabOfKey } from './screens/AppSettingsScreen';
export { SettingsTabPanel, type SettingsTabPanelProps } from './screens/SettingsTabPanel';
export { TrackingSettingsScreen } from './screens/TrackingSettingsScreen';
export {
  MailTemplatesForm,
  type MailTemplatesFormProps,
  type MailTemplatesValues,
} from './components/MailTemplatesForm';
export {
  NotificationsForm,
  type NotificationsFormProps,
  type NotificationsValues,
} from './components/NotificationsForm';
export {
  TrackingSettingsForm,
  type TrackingFormValues,
  type TrackingSettingsFormProps,
} from './components/TrackingSettingsForm';
export { PaymentModeForm, type PaymentModeFormProps } from './components/PaymentModeForm';
export { SellerMessageForm, type SellerMessageFormProps } from './components/SellerMessageForm';
export { PlaceholderList, type PlaceholderListProps } from './components/PlaceholderList';
export {
  appSettingsApi,
  useAppSettingsQuery,
  useSaveAppSettingsMutation,
  useSettingTrackingMoreMutation,
} from './api';
export type * from './api/AppSettings.generated';
