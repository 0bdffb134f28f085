import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { baseApi, isApiError } from '../api/baseApi';
import { isErrorToastSilenced } from '../api/errorPolicy';
import {
  currentSiteRestored,
  readStoredCurrentSite,
  storeCurrentSite,
  type CurrentSiteState,
} from './currentSite';
import { notify } from './notifications';
import {
  isNotSignedIn,
  persistSession,
  sessionExpired,
  signedIn,
  type SessionState,
} from './session';
import type { StoreStorage } from './storage';

interface EffectsState {
  session: SessionState;
  currentSite: CurrentSiteState;
}

function endpointNameOf(action: unknown): string | undefined {
  const arg = (action as { meta?: { arg?: { endpointName?: unknown } } }).meta?.arg;
  return typeof arg?.endpointName === 'string' ? arg.endpointName : undefined;
}

function sessionChanged(now: SessionState, before: SessionState): boolean {
  return (
    now.token !== before.token ||
    now.storage !== before.storage ||
    now.expiredAt !== before.expiredAt
  );
}

/**
 * The store's side effects, after each action has reached the reducers: the token follows the
 * session into browser storage, a new session starts from an empty API cache, the current site
 * is read and kept per user in localStorage, and a failed API call becomes a toast (and a
 * sign-out when the server no longer accepts the token).
 *
 * A plain middleware rather than RTK's listener middleware: four synchronous reactions need none
 * of its machinery, and it would add ~2 kB gzipped to every page (DESIGN.md budgets).
 */
export const createAppEffects =
  (storage: StoreStorage): Middleware<object, EffectsState> =>
  (api) =>
  (next) =>
  (action) => {
    const { session: before, currentSite: siteBefore } = api.getState();
    const result = next(action);
    const state = api.getState();

    if (sessionChanged(state.session, before)) persistSession(state.session, storage);

    // Another user (or nobody) is signed in now: their own stored current site takes over.
    const userId = state.session.user?.id ?? null;
    if (userId !== state.currentSite.userId) {
      api.dispatch(
        currentSiteRestored({
          userId,
          siteId: userId ? readStoredCurrentSite(storage, userId) : null,
        }),
      );
    } else if (userId && state.currentSite.siteId !== siteBefore.siteId) {
      storeCurrentSite(storage, userId, state.currentSite.siteId);
    }

    // Answers cached for the previous user (or for nobody) must not show to the one signing in;
    // active queries refetch with the new token.
    if (signedIn.match(action)) api.dispatch(baseApi.util.resetApiState());

    const endpointName = isRejectedWithValue(action) ? endpointNameOf(action) : undefined;
    if (endpointName !== undefined) {
      const error = (action as { payload?: unknown }).payload;
      if (isApiError(error)) {
        // A token the app stored, or one an embedding host supplies (then only the user is kept).
        if (isNotSignedIn(error) && (state.session.token || state.session.user)) {
          api.dispatch(sessionExpired());
        }
        if (!isErrorToastSilenced(endpointName)) {
          api.dispatch(notify({ type: 'error', message: error.message }));
        }
      }
    }
    return result;
  };
