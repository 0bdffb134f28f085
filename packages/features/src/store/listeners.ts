import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { SERVER_MESSAGES } from '@podoffice/domain';
import { baseApi, isApiError } from '../api/baseApi';
import { isErrorToastSilenced } from '../api/errorPolicy';
import { notify } from './notifications';
import { persistSession, signedIn, signedOut, type SessionState } from './session';

interface ListenedState {
  session: SessionState;
}

function endpointNameOf(action: unknown): string | undefined {
  const arg = (action as { meta?: { arg?: { endpointName?: unknown } } }).meta?.arg;
  return typeof arg?.endpointName === 'string' ? arg.endpointName : undefined;
}

/**
 * The store's side effects, one listener middleware per store: the token follows the session into
 * browser storage, a new session starts from an empty API cache, and a failed API call becomes a
 * toast (and a sign-out when the server no longer accepts the token).
 */
export function createAppListeners() {
  const listeners = createListenerMiddleware();

  listeners.startListening({
    predicate: (_action, current, previous) => {
      const now = (current as ListenedState).session;
      const before = (previous as ListenedState).session;
      return (
        now.token !== before.token ||
        now.storage !== before.storage ||
        now.expiredAt !== before.expiredAt
      );
    },
    effect: (_action, api) => persistSession((api.getState() as ListenedState).session),
  });

  // Answers cached for the previous user (or for nobody) must not show to the one signing in;
  // active queries refetch with the new token.
  listeners.startListening({
    actionCreator: signedIn,
    effect: (_action, api) => {
      api.dispatch(baseApi.util.resetApiState());
    },
  });

  listeners.startListening({
    predicate: (action) => isRejectedWithValue(action) && endpointNameOf(action) !== undefined,
    effect: (action, api) => {
      const error = (action as { payload?: unknown }).payload;
      if (!isApiError(error)) return;
      if (
        error.message === SERVER_MESSAGES.notSignedIn &&
        (api.getState() as ListenedState).session.token
      ) {
        api.dispatch(signedOut());
      }
      if (isErrorToastSilenced(endpointNameOf(action) ?? '')) return;
      api.dispatch(notify({ type: 'error', message: error.message }));
    },
  });

  return listeners;
}
