import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { SERVER_MESSAGES } from '@podoffice/domain';
import { baseApi, isApiError } from '../api/baseApi';
import { isErrorToastSilenced } from '../api/errorPolicy';
import { notify } from './notifications';
import { persistSession, signedIn, signedOut, type SessionState } from './session';

interface EffectsState {
  session: SessionState;
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
 * session into browser storage, a new session starts from an empty API cache, and a failed API
 * call becomes a toast (and a sign-out when the server no longer accepts the token).
 *
 * A plain middleware rather than RTK's listener middleware: three synchronous reactions need none
 * of its machinery, and it would add ~2 kB gzipped to every page (DESIGN.md budgets).
 */
export const appEffects: Middleware<object, EffectsState> = (api) => (next) => (action) => {
  const before = api.getState().session;
  const result = next(action);
  const state = api.getState();

  if (sessionChanged(state.session, before)) persistSession(state.session);

  // Answers cached for the previous user (or for nobody) must not show to the one signing in;
  // active queries refetch with the new token.
  if (signedIn.match(action)) api.dispatch(baseApi.util.resetApiState());

  const endpointName = isRejectedWithValue(action) ? endpointNameOf(action) : undefined;
  if (endpointName !== undefined) {
    const error = (action as { payload?: unknown }).payload;
    if (isApiError(error)) {
      if (error.message === SERVER_MESSAGES.notSignedIn && state.session.token) {
        api.dispatch(signedOut());
      }
      if (!isErrorToastSilenced(endpointName)) {
        api.dispatch(notify({ type: 'error', message: error.message }));
      }
    }
  }
  return result;
};
