import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { api as authApi, type SessionUserFragment } from '../auth/api/Auth.generated';

/** The signed-in user as the session keeps it: what login and me both return. */
export type SessionUser = SessionUserFragment;

/** Where the token lives: localStorage survives the browser closing (remember me), sessionStorage does not. */
export type TokenStorage = 'local' | 'session';

export interface SessionState {
  token: string | null;
  /** ISO time after which the server refuses the token. */
  expiredAt: string | null;
  user: SessionUser | null;
  storage: TokenStorage;
}

export interface SignedInPayload {
  token: string;
  expiredAt: string | null;
  user: SessionUser | null;
  /** Remember me: keep the token in localStorage rather than sessionStorage. */
  remember: boolean;
}

export const TOKEN_STORAGE_KEY = 'podoffice.token';

const emptySession: SessionState = { token: null, expiredAt: null, user: null, storage: 'session' };

interface StoredToken {
  token: string;
  expiredAt: string | null;
}

function storageOf(kind: TokenStorage): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage access throws in some sandboxed iframes and privacy modes.
    return null;
  }
}

function readStored(kind: TokenStorage): StoredToken | null {
  const raw = storageOf(kind)?.getItem(TOKEN_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredToken>;
    if (typeof parsed.token !== 'string') return null;
    return {
      token: parsed.token,
      expiredAt: typeof parsed.expiredAt === 'string' ? parsed.expiredAt : null,
    };
  } catch {
    return null;
  }
}

function isExpired(expiredAt: string | null, now: number): boolean {
  return expiredAt !== null && Date.parse(expiredAt) <= now;
}

/** The session a new store starts with: a stored, unexpired token (the user loads later through me). */
export function loadStoredSession(now = Date.now()): SessionState {
  for (const kind of ['local', 'session'] as const) {
    const stored = readStored(kind);
    if (!stored) continue;
    if (isExpired(stored.expiredAt, now)) {
      storageOf(kind)?.removeItem(TOKEN_STORAGE_KEY);
      continue;
    }
    return { ...emptySession, token: stored.token, expiredAt: stored.expiredAt, storage: kind };
  }
  return emptySession;
}

/** Writes the token where remember me asked for it, and removes it from the other storage. */
export function persistSession(session: SessionState): void {
  const other: TokenStorage = session.storage === 'local' ? 'session' : 'local';
  storageOf(other)?.removeItem(TOKEN_STORAGE_KEY);
  if (!session.token) {
    storageOf(session.storage)?.removeItem(TOKEN_STORAGE_KEY);
    return;
  }
  const value: StoredToken = { token: session.token, expiredAt: session.expiredAt };
  storageOf(session.storage)?.setItem(TOKEN_STORAGE_KEY, JSON.stringify(value));
}

export function clearStoredSession(): void {
  storageOf('local')?.removeItem(TOKEN_STORAGE_KEY);
  storageOf('session')?.removeItem(TOKEN_STORAGE_KEY);
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: emptySession,
  reducers: {
    signedIn(_state, action: PayloadAction<SignedInPayload>) {
      const { token, expiredAt, user, remember } = action.payload;
      return { token, expiredAt, user, storage: remember ? 'local' : 'session' };
    },
    /** The user the me call returned for the stored token. */
    userLoaded(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    signedOut() {
      return emptySession;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(authApi.endpoints.Me.matchFulfilled, (state, action) => {
        state.user = action.payload.me;
      })
      // Spec 1 §4: a failed load of the current user removes the stored token.
      .addMatcher(authApi.endpoints.Me.matchRejected, (state, action) =>
        action.meta.rejectedWithValue ? emptySession : state,
      );
  },
  selectors: {
    selectToken: (session) => session.token,
    selectCurrentUser: (session) => session.user,
    selectIsSignedIn: (session) => session.token !== null,
    selectTokenStorage: (session) => session.storage,
  },
});

export const { signedIn, userLoaded, signedOut } = sessionSlice.actions;
export const { selectToken, selectCurrentUser, selectIsSignedIn, selectTokenStorage } =
  sessionSlice.selectors;
