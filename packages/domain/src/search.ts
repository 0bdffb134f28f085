import { hasRole, type HasRoles } from './roles';

/**
 * The top bar's search: what it looks through and how much it returns. The server
 * answers with what the caller may open; the app adds the screens of its route table.
 */
export const SEARCH_LIMITS = {
  /** Fewer characters match half the platform: the box waits for two. */
  minLength: 2,
  /** As every other search box of the API (args.ts MAX_SEARCH_LENGTH). */
  maxLength: 100,
  /** Hits per kind when the caller asks for no number. */
  perKindDefault: 5,
  /** Hits per kind at most, whatever the caller asks. */
  perKindMax: 10,
} as const;

/** What a hit is; orders (by N-number or origin number) join when their area lands. */
export const SEARCH_KINDS = ['user', 'site', 'news'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  user: 'Users',
  site: 'Sites',
  news: 'News',
};

/** Users are the Administrator's (/admin/users-manager): nobody else finds accounts. */
export function canSearchUsers(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator');
}

/** Sites: staff who open /sites find every site; sellers their own; others none. */
export function siteSearchScope(user: HasRoles | null | undefined): 'all' | 'own' | 'none' {
  if (hasRole(user, 'Administrator', 'Supporter')) return 'all';
  if (hasRole(user, 'Seller')) return 'own';
  return 'none';
}

/**
 * Where a site hit leads: its settings for those who may open them (Administrator, its seller),
 * else the sites list (Supporter).
 */
export function siteSearchPath(user: HasRoles | null | undefined, siteId: string | number): string {
  return hasRole(user, 'Administrator', 'Seller')
    ? `/sites/${encodeURIComponent(String(siteId))}/settings`
    : '/sites';
}

/** The trimmed text, or null when it is too short to search (the box shows nothing yet). */
export function searchText(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed.length >= SEARCH_LIMITS.minLength ? trimmed : null;
}

/** A screen of the app the user may open: its name in the menu and its address. */
export interface SearchScreen {
  title: string;
  path: string;
}

/** Screens shown at most for one text. */
export const SEARCH_SCREENS_MAX = 6;

/**
 * The screens whose name holds the text (any case), those whose name starts with it first. The
 * app passes the screens its route table lets the user open, so a hit never leads to a 403.
 */
export function findScreens(
  screens: readonly SearchScreen[],
  text: string,
  limit: number = SEARCH_SCREENS_MAX,
): SearchScreen[] {
  const wanted = searchText(text)?.toLowerCase();
  if (!wanted) return [];
  const seen = new Set<string>();
  const hits: { screen: SearchScreen; rank: number }[] = [];
  for (const screen of screens) {
    if (seen.has(screen.path)) continue;
    const at = screen.title.toLowerCase().indexOf(wanted);
    if (at < 0) continue;
    seen.add(screen.path);
    hits.push({ screen, rank: at === 0 ? 0 : 1 });
  }
  return hits
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((hit) => hit.screen);
}
