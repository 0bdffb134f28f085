import { HttpResponse } from 'msw';
import { authApi } from '../auth/api';
import { usersByRole } from '../shared/fixtures';
import { apiLink } from '../shared/msw';
import { server, setupMockApi } from '../test/server';
import { createAppStore } from './store';
import {
  selectCurrentUser,
  selectIsSignedIn,
  selectToken,
  selectTokenStorage,
  signedIn,
  signedOut,
  TOKEN_STORAGE_KEY,
} from './session';

setupMockApi();

const user = usersByRole.Seller;
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

function stored(storage: Storage) {
  const raw = storage.getItem(TOKEN_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { token: string; expiredAt: string | null }) : null;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('session', () => {
  it('keeps the token in localStorage when remember me is checked', () => {
    const store = createAppStore();
    const expiredAt = inAnHour();
    store.dispatch(signedIn({ token: 'tok', expiredAt, user, remember: true }));
    expect(stored(window.localStorage)).toEqual({ token: 'tok', expiredAt });
    expect(stored(window.sessionStorage)).toBeNull();
    expect(selectTokenStorage(store.getState())).toBe('local');
  });

  it('keeps the token in sessionStorage only when remember me is unchecked', () => {
    const store = createAppStore();
    window.localStorage.setItem(
      TOKEN_STORAGE_KEY,
      JSON.stringify({ token: 'old', expiredAt: null }),
    );
    store.dispatch(signedIn({ token: 'tok', expiredAt: null, user, remember: false }));
    expect(stored(window.sessionStorage)).toEqual({ token: 'tok', expiredAt: null });
    expect(stored(window.localStorage)).toBeNull();
  });

  it('starts signed in from a stored token, wherever it was kept', () => {
    window.sessionStorage.setItem(
      TOKEN_STORAGE_KEY,
      JSON.stringify({ token: 'from-session', expiredAt: inAnHour() }),
    );
    const store = createAppStore();
    expect(selectToken(store.getState())).toBe('from-session');
    expect(selectTokenStorage(store.getState())).toBe('session');
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(selectCurrentUser(store.getState())).toBeNull();
  });

  it('drops an expired stored token', () => {
    window.localStorage.setItem(
      TOKEN_STORAGE_KEY,
      JSON.stringify({ token: 'old', expiredAt: '2020-01-01T00:00:00Z' }),
    );
    const store = createAppStore();
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('forgets the token everywhere on sign-out', () => {
    const store = createAppStore();
    store.dispatch(signedIn({ token: 'tok', expiredAt: null, user, remember: true }));
    store.dispatch(signedOut());
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('loads the current user for a stored token through me', async () => {
    window.localStorage.setItem(
      TOKEN_STORAGE_KEY,
      JSON.stringify({ token: 'fixture-token-2', expiredAt: null }),
    );
    const store = createAppStore();
    await store.dispatch(authApi.endpoints.Me.initiate());
    expect(selectCurrentUser(store.getState())?.email).toBe('seller@podoffice.test');
  });

  it('starts a new session from an empty API cache', async () => {
    window.localStorage.setItem(
      TOKEN_STORAGE_KEY,
      JSON.stringify({ token: 'fixture-token-2', expiredAt: null }),
    );
    const store = createAppStore();
    await store.dispatch(authApi.endpoints.Me.initiate());
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    store.dispatch(
      signedIn({
        token: 'fixture-token-1',
        expiredAt: null,
        user: usersByRole.Administrator,
        remember: false,
      }),
    );
    expect(store.getState().api.queries).toEqual({});
  });

  it('removes the stored token when me fails', async () => {
    window.localStorage.setItem(
      TOKEN_STORAGE_KEY,
      JSON.stringify({ token: 'unknown', expiredAt: null }),
    );
    server.use(
      apiLink().query('Me', () => HttpResponse.json({ errors: [{ message: 'Token revoked' }] })),
    );
    const store = createAppStore();
    await store.dispatch(authApi.endpoints.Me.initiate());
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
