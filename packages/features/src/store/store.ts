import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { currentSiteSlice, loadCurrentSite, type CurrentSiteState } from './currentSite';
import { appEffects } from './effects';
import { notificationsSlice, type NotificationsState } from './notifications';
import { loadStoredSession, sessionSlice, type SessionState } from './session';

const rootReducer = combineSlices(baseApi, sessionSlice, notificationsSlice, currentSiteSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** State a store may start from; a missing session is read from browser storage. */
export interface AppPreloadedState {
  session?: Partial<SessionState>;
  notifications?: NotificationsState;
  /** The seller's current site; read from browser storage for the session's user when missing. */
  currentSite?: CurrentSiteState;
}

/**
 * A new store with the API cache, the session (hydrated from storage), the notifications and the
 * seller's current site.
 */
export function createAppStore(preloaded: AppPreloadedState = {}) {
  const session: SessionState = preloaded.session
    ? { ...sessionSlice.getInitialState(), ...preloaded.session }
    : loadStoredSession();
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      session,
      notifications: preloaded.notifications ?? [],
      currentSite: preloaded.currentSite ?? loadCurrentSite(session.user?.id),
    },
    middleware: (getDefault) => getDefault().prepend(appEffects).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
