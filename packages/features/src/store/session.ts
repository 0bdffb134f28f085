import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { api as authApi, type SessionUserFragment } from '../auth/api/Auth.generated';
import { SERVER_MESSAGES } from '@podoffice/domain';
import { defaultStorage, type StoreStorage } from './storage';

/** The server's answer to a token it does not (or no longer) accept. */
export function isNotSignedIn(error: unknown): boolean {
  return (error as { message?: unknown } | null)?.message === SERVER_MESSAGES.notSignedIn;
}

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
  /**
   * The server refused the token the session was using (it expired or was revoked): an embedding
   * host is told, so it can sign its user in again. Cleared by the next sign-in.
   */
  expired: boolean;
}

export interface SignedInPayload {
  token: string;
  expiredAt: string | null;
  user: SessionUser | null;
  /** Remember me: keep the token in localStorage rather than sessionStorage. */
  remember: boolean;
}

/** The key the app keeps the token under (a store's `storage.keyPrefix` changes it). */
export const TOKEN_STORAGE_KEY = defaultStorage.tokenKey;

const emptySession: SessionState = {
  token: null,
  expiredAt: null,
  user: null,
  storage: 'session',
  expired: false,
};

interface StoredToken {
  token: string;
  expiredAt: string | null;
}

function storageOf(storage: StoreStorage, kind: TokenStorage): Storage | null {
  try {
    return kind === 'local' ? storage.local() : storage.session();
  } catch {
    return null;
  }
}

function readStored(storage: StoreStorage, kind: TokenStorage): StoredToken | null {
  const raw = storageOf(storage, kind)?.getItem(storage.tokenKey);
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
export function loadStoredSession(storage = defaultStorage, now = Date.now()): SessionState {
  for (const kind of ['local', 'session'] as const) {
    const stored = readStored(storage, kind);
    if (!stored) continue;
    if (isExpired(stored.expiredAt, now)) {
      storageOf(storage, kind)?.removeItem(storage.tokenKey);
      continue;
    }
    return { ...emptySession, token: stored.token, expiredAt: stored.expiredAt, storage: kind };
  }
  return emptySession;
}

/** Writes the token where remember me asked for it, and removes it from the other storage. */
export function persistSession(session: SessionState, storage = defaultStorage): void {
  const other: TokenStorage = session.storage === 'local' ? 'session' : 'local';
  storageOf(storage, other)?.removeItem(storage.tokenKey);
  if (!session.token) {
    storageOf(storage, session.storage)?.removeItem(storage.tokenKey);
    return;
  }
  const value: StoredToken = { token: session.token, expiredAt: session.expiredAt };
  storageOf(storage, session.storage)?.setItem(storage.tokenKey, JSON.stringify(value));
}

export function clearStoredSession(storage = defaultStorage): void {
  storageOf(storage, 'local')?.removeItem(storage.tokenKey);
  storageOf(storage, 'session')?.removeItem(storage.tokenKey);
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: emptySession,
  reducers: {
    signedIn(_state, action: PayloadAction<SignedInPayload>) {
      const { token, expiredAt, user, remember } = action.payload;
      return { token, expiredAt, user, storage: remember ? 'local' : 'session', expired: false };
    },
    /** The user the me call returned for the stored token. */
    userLoaded(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    /** The signed-in user saved their own profile: the greeting and menus follow at once. */
    userUpdated(
      state,
      action: PayloadAction<Partial<Pick<SessionUser, 'first_name' | 'last_name' | 'email'>>>,
    ) {
      if (state.user) Object.assign(state.user, action.payload);
    },
    signedOut() {
      return emptySession;
    },
    /** The server no longer accepts the token: signed out, and marked so a host can react. */
    sessionExpired() {
      return { ...emptySession, expired: true };
    },
    /** An embedding host has a token again after an expiry: load its user afresh. */
    sessionRenewed(state) {
      state.expired = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(authApi.endpoints.Me.matchFulfilled, (state, action) => {
        state.user = action.payload.me;
      })
      // Spec 1 §4: a failed load of the current user removes the stored token.
      .addMatcher(authApi.endpoints.Me.matchRejected, (state, action) =>
        action.meta.rejectedWithValue
          ? { ...emptySession, expired: isNotSignedIn(action.payload) }
          : state,
      );
  },
  selectors: {
    selectToken: (session) => session.token,
    selectCurrentUser: (session) => session.user,
    selectIsSignedIn: (session) => session.token !== null,
    selectTokenStorage: (session) => session.storage,
    selectSessionExpired: (session) => session.expired,
  },
});

export const { signedIn, userLoaded, userUpdated, signedOut, sessionExpired, sessionRenewed } =
  sessionSlice.actions;
export const {
  selectToken,
  selectCurrentUser,
  selectIsSignedIn,
  selectTokenStorage,
  selectSessionExpired,
} = sessionSlice.selectors;
