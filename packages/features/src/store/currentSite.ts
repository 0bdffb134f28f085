import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { defaultStorage, type StoreStorage } from './storage';

/**
 * The seller's current site: picked in the title bar's site selector, kept in
 * localStorage per user so it survives a reload and the next sign-in, and replaced by the first of
 * the seller's own sites when the stored one is missing or no longer theirs.
 */
export interface CurrentSiteState {
  /** The user the choice belongs to; null while nobody is signed in. */
  userId: string | null;
  /** The current site's id, or null when there is none (yet). */
  siteId: string | null;
}

/** Where the app keeps the choice: one key per user, `podoffice.currentSite.<user id>`. */
export const CURRENT_SITE_STORAGE_KEY = defaultStorage.currentSiteKey;

function localStore(storage: StoreStorage): Storage | null {
  try {
    return storage.local();
  } catch {
    return null;
  }
}

/** The stored current site of a user, or null. */
export function readStoredCurrentSite(storage: StoreStorage, userId: string): string | null {
  return localStore(storage)?.getItem(`${storage.currentSiteKey}.${userId}`) || null;
}

/** Keeps the user's current site for the next visit (removes it when there is none). */
export function storeCurrentSite(
  storage: StoreStorage,
  userId: string,
  siteId: string | null,
): void {
  const local = localStore(storage);
  if (!local) return;
  const key = `${storage.currentSiteKey}.${userId}`;
  if (siteId) local.setItem(key, siteId);
  else local.removeItem(key);
}

/** The state of a user's store when it starts: their stored choice, checked once their sites load. */
export function loadCurrentSite(
  storage: StoreStorage,
  userId: string | null | undefined,
): CurrentSiteState {
  return { userId: userId ?? null, siteId: userId ? readStoredCurrentSite(storage, userId) : null };
}

export const currentSiteSlice = createSlice({
  name: 'currentSite',
  initialState: { userId: null, siteId: null } as CurrentSiteState,
  reducers: {
    /** Another user signed in (or out): their stored choice, to be checked against their sites. */
    currentSiteRestored(
      _state,
      action: PayloadAction<{ userId: string | null; siteId: string | null }>,
    ) {
      return action.payload;
    },
    /** The seller picked one of their own sites. */
    currentSiteChosen(state, action: PayloadAction<string>) {
      state.siteId = action.payload;
    },
    /**
     * The seller's own sites, in the order the selector lists them, as just loaded: a current site
     * that is not among them gives way to the first (or to none when there are no sites).
     */
    ownSitesLoaded(state, action: PayloadAction<readonly string[]>) {
      const ids = action.payload;
      if (!state.siteId || !ids.includes(state.siteId)) state.siteId = ids[0] ?? null;
    },
  },
  selectors: {
    selectCurrentSiteId: (state) => state.siteId,
  },
});

export const { currentSiteRestored, currentSiteChosen, ownSitesLoaded } = currentSiteSlice.actions;
export const { selectCurrentSiteId } = currentSiteSlice.selectors;

/**
 * Checks the current site against the seller's own sites when the title bar's selector loads
 * them: pass the ids once loaded, undefined while loading.
 */
export function useOwnSitesLoaded(siteIds: readonly string[] | undefined): void {
  const dispatch = useDispatch();
  const key = siteIds?.join(',');
  useEffect(() => {
    if (key !== undefined) dispatch(ownSitesLoaded(key ? key.split(',') : []));
  }, [dispatch, key]);
}

/**
 * The site a seller's screen shows, given the seller's own sites as that screen loaded them
 * (undefined while loading): the current site when it is among them, else the first. Until they
 * load, a current site restored from storage is used as it is. The store is left alone, so a
 * screen shown without the title bar's selector (a story, an embedding app) still has a site.
 */
export function effectiveSiteId(
  currentSiteId: string | null,
  ownSiteIds: readonly string[] | undefined,
): string | null {
  if (!ownSiteIds) return currentSiteId;
  return currentSiteId && ownSiteIds.includes(currentSiteId)
    ? currentSiteId
    : (ownSiteIds[0] ?? null);
}
