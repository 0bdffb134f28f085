import { combineSlices, configureStore } from '@reduxjs/toolkit';
import {
  apiConfigSlice,
  baseApi,
  resolveEndpoint,
  type ApiConfig,
  type ApiExtra,
} from '../api/baseApi';
import { currentSiteSlice, loadCurrentSite, type CurrentSiteState } from './currentSite';
import { createAppEffects } from './effects';
import { notificationsSlice, type NotificationsState } from './notifications';
import { loadStoredSession, sessionSlice, type SessionState } from './session';
import { resolveStorage, type BrowserStorageOptions, type StoreStorage } from './storage';

/** What the store's thunks are given: the API's token source and the store's own storage. */
export interface AppExtra extends ApiExtra {
  storage: StoreStorage;
}

const rootReducer = combineSlices(
  baseApi,
  sessionSlice,
  notificationsSlice,
  currentSiteSlice,
  apiConfigSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

/** State a store may start from; a missing session is read from browser storage. */
export interface AppPreloadedState {
  session?: Partial<SessionState>;
  notifications?: NotificationsState;
  /** The seller's current site; read from browser storage for the session's user when missing. */
  currentSite?: CurrentSiteState;
}

/** How a store reaches its API and where it keeps what outlives the page. */
export interface AppStoreOptions extends ApiConfig {
  /** Key prefix and storages for the token and current site (the browser's, `podoffice.*`, by default). */
  storage?: BrowserStorageOptions;
}

/**
 * A new store with the API cache, the session (hydrated from storage), the notifications and the
 * seller's current site. Each store has its own endpoint, token source and storage keys, so an
 * embedded widget's store and its host app's never share them.
 */
export function createAppStore(preloaded: AppPreloadedState = {}, options: AppStoreOptions = {}) {
  const storage = resolveStorage(options.storage);
  const session: SessionState = preloaded.session
    ? { ...sessionSlice.getInitialState(), ...preloaded.session }
    : loadStoredSession(storage);
  const extra: AppExtra = { getToken: options.getToken, storage };
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      session,
      notifications: preloaded.notifications ?? [],
      currentSite: preloaded.currentSite ?? loadCurrentSite(storage, session.user?.id),
      apiConfig: { endpoint: resolveEndpoint(options.endpoint) },
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(createAppEffects(storage))
        .concat(baseApi.middleware),
    // RTK batches its cache updates into one notification; by default it waits for an animation
    // frame (100 ms at most). While a page loads, Chromium puts frames after its loading tasks,
    // so an answer waited up to that whole 100 ms before React drew it (the list bench, issue
    // 25). 'tick' notifies once the answer's dispatches are done: one render per answer, at once.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
