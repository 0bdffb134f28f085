/**
 * Saved views of a list screen: a name for the tab, filters and columns a user keeps coming back
 * to, stored on the server per user and shown above the tabs. Not in the spec; its texts are
 * written in the product's voice.
 */

/** The screens that keep saved views (one set per user and screen). */
export const SAVED_VIEW_SCREENS = ['orders'] as const;
export type SavedViewScreen = (typeof SAVED_VIEW_SCREENS)[number];

export const SAVED_VIEW_LIMITS = {
  /** Views one user keeps on one screen: a row above the tabs, not a second list to page. */
  perScreen: 20,
  nameMax: 40,
  /** The address's query of the view (tab, filters): far more than every filter set at once. */
  queryMax: 2_000,
  /** Column keys of the view; each a short key. */
  columnsMax: 40,
  columnKeyMax: 40,
} as const;

export const SAVED_VIEW_MESSAGES = {
  nameRequired: 'Name the view',
  nameTooLong: `A view's name has at most ${SAVED_VIEW_LIMITS.nameMax} characters`,
  duplicate: (name: string) => `You already have a view named "${name}"`,
  tooMany: `You can keep ${SAVED_VIEW_LIMITS.perScreen} views here: delete one to save another`,
  badScreen: 'This screen keeps no saved views',
  badQuery: 'This view cannot be saved: its filters are too long',
  badColumns: 'This view cannot be saved: its columns are not valid',
  notFound: 'This view does not exist',
  saved: (name: string) => `View "${name}" saved`,
  deleted: (name: string) => `View "${name}" deleted`,
} as const;

export interface SavedViewInput {
  screen: string;
  name: string;
  query: string;
  columns?: readonly string[] | null;
}

export function isSavedViewScreen(screen: string): screen is SavedViewScreen {
  return (SAVED_VIEW_SCREENS as readonly string[]).includes(screen);
}

/** The view's name as it is kept: trimmed, inner runs of white space as one space. */
export function savedViewName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** What is wrong with a view to save (the first thing), or null. Counts are the server's. */
export function savedViewError(input: SavedViewInput): string | null {
  const M = SAVED_VIEW_MESSAGES;
  if (!isSavedViewScreen(input.screen)) return M.badScreen;
  const name = savedViewName(input.name);
  if (name === '') return M.nameRequired;
  if (name.length > SAVED_VIEW_LIMITS.nameMax) return M.nameTooLong;
  if (input.query.length > SAVED_VIEW_LIMITS.queryMax) return M.badQuery;
  const columns = input.columns ?? [];
  if (
    columns.length > SAVED_VIEW_LIMITS.columnsMax ||
    new Set(columns).size !== columns.length ||
    columns.some(
      (key) => !/^[A-Za-z][A-Za-z0-9_]*$/.test(key) || key.length > SAVED_VIEW_LIMITS.columnKeyMax,
    )
  ) {
    return M.badColumns;
  }
  return null;
}
