/**
 * Where a store keeps what outlives a page: the token (remember me), each seller's current
 * site and each user's remembered choices (the orders table's columns). The app uses the browser's storages under `podoffice.*`; an embedding app chooses its own
 * key prefix or storages (or none, `local: null, session: null`) so two widgets on one host page,
 * or the host's own keys, never overwrite each other.
 */
export interface BrowserStorageOptions {
  /**
   * Prefix of every key the store writes: `<prefix>.token`, `<prefix>.currentSite.<user id>`, a
   * user's remembered choices such as `<prefix>.orderColumns.<view>.<user id>`.
   */
  keyPrefix?: string;
  /** Kept across browser restarts (remember me, current site); default window.localStorage. */
  local?: Storage | null;
  /** Kept for the tab's life (a session without remember me); default window.sessionStorage. */
  session?: Storage | null;
}

/** The resolved storage of one store. Getters, because a storage may throw when it is touched. */
export interface StoreStorage {
  readonly tokenKey: string;
  readonly currentSiteKey: string;
  /** The key of a user's remembered choice, e.g. `<prefix>.orderColumns.<user id>`. */
  choiceKey(name: string, userId: string): string;
  local(): Storage | null;
  session(): Storage | null;
}

export const DEFAULT_STORAGE_KEY_PREFIX = 'podoffice';

function windowStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    // Storage access throws in some sandboxed iframes and privacy modes.
    return null;
  }
}

/** The storage a store uses for these options (the browser's, under `podoffice.*`, by default). */
export function resolveStorage(options: BrowserStorageOptions = {}): StoreStorage {
  const prefix = options.keyPrefix ?? DEFAULT_STORAGE_KEY_PREFIX;
  return {
    tokenKey: `${prefix}.token`,
    currentSiteKey: `${prefix}.currentSite`,
    choiceKey: (name, userId) => `${prefix}.${name}.${userId}`,
    local: () => (options.local !== undefined ? options.local : windowStorage('localStorage')),
    session: () =>
      options.session !== undefined ? options.session : windowStorage('sessionStorage'),
  };
}

/** The app's storage: the browser's, under `podoffice.*`. */
export const defaultStorage = resolveStorage();
