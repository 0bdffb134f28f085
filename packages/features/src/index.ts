// The core of @podoffice/features: the one API slice, the store and the session. Areas are
// separate entries (@podoffice/features/auth, /balance) so an app loads each with its route.
export {
  baseApi,
  defaultApiEndpoint,
  errorMessage,
  isApiError,
  resolveEndpoint,
  selectApiEndpoint,
  TAG_TYPES,
  type ApiConfig,
  type ApiError,
} from './api/baseApi';
export { silenceErrorToasts } from './api/errorPolicy';
export {
  createAppStore,
  type AppDispatch,
  type AppPreloadedState,
  type AppStore,
  type AppStoreOptions,
  type RootState,
} from './store/store';
export {
  clearStoredSession,
  selectCurrentUser,
  selectIsSignedIn,
  selectSessionExpired,
  selectToken,
  selectTokenStorage,
  sessionExpired,
  sessionRenewed,
  sessionSlice,
  signedIn,
  signedOut,
  TOKEN_STORAGE_KEY,
  userLoaded,
  userUpdated,
  type SessionState,
  type SessionUser,
  type SignedInPayload,
  type TokenStorage,
} from './store/session';
export {
  dismiss,
  navigated,
  NOTIFICATION_NAVIGATION_GRACE_MS,
  notificationsSlice,
  notify,
  selectNotifications,
  type AppNotification,
  type NotificationKind,
  type NotifyPayload,
} from './store/notifications';
export { NotificationsHost } from './store/NotificationsHost';
// Holds the browser's Back and Forward while a screen has unsaved changes: call before the router renders.
export { installBackGuard } from './shared/backGuard';
export { PodOfficeProvider, type PodOfficeProviderProps } from './embed/PodOfficeProvider';
export type { ListStatePlace } from './embed/embedding';
// The app's own layout (its title bar names each page): EmbeddingProvider value={APP_LAYOUT_EMBEDDING}.
export { APP_LAYOUT_EMBEDDING, EmbeddingProvider } from './embed/embedding';
export {
  DEFAULT_STORAGE_KEY_PREFIX,
  resolveStorage,
  type BrowserStorageOptions,
  type StoreStorage,
} from './store/storage';
export { useAppDispatch, useAppSelector } from './store/hooks';
export { useLazyMeQuery, useMeQuery, type MeQuery } from './auth/api';
export { useLogout } from './auth/screens/useLogout';
export type * from './api/types.generated';
