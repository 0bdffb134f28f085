import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  canManageNews,
  canSearchUsers,
  siteSearchPath,
  siteSearchScope,
  type SearchKind,
} from '@podoffice/domain';
import type { Database } from '../../db/client';
import { news, sites, users } from '../../db/schema';
import type { Viewer } from '../context';

export interface SearchHitRow {
  kind: SearchKind;
  id: string;
  title: string;
  subtitle: string | null;
  path: string;
}

/**
 * One kind of thing the search looks through. Each area registers its own: what the viewer may
 * find is decided here, on the server, never by the box. The orders area adds one for N-numbers
 * and origin numbers.
 */
export interface SearchSection {
  kind: SearchKind;
  /** The hits for an escaped LIKE pattern, at most `limit`, only what the viewer may open. */
  find(db: Database, viewer: Viewer, pattern: string, limit: number): Promise<SearchHitRow[]>;
}

const usersSection: SearchSection = {
  kind: 'user',
  async find(db, viewer, pattern, limit) {
    if (!canSearchUsers(viewer)) return [];
    const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
    const rows = await db
      .select({ id: users.id, name: fullName, email: users.email })
      .from(users)
      .where(or(ilike(fullName, pattern), ilike(users.email, pattern)))
      .orderBy(desc(users.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: 'user',
      id: String(row.id),
      title: row.name,
      subtitle: row.email,
      path: `/admin/users-manager/edit/${row.id}`,
    }));
  },
};

const sitesSection: SearchSection = {
  kind: 'site',
  async find(db, viewer, pattern, limit) {
    const scope = siteSearchScope(viewer);
    if (scope === 'none') return [];
    const rows = await db
      .select({ id: sites.id, title: sites.title, domain: sites.domain })
      .from(sites)
      .where(
        and(
          eq(sites.status, true),
          scope === 'own' ? eq(sites.userId, viewer.id) : undefined,
          or(ilike(sites.title, pattern), ilike(sites.domain, pattern)),
        ),
      )
      .orderBy(desc(sites.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: 'site',
      id: String(row.id),
      title: row.title,
      subtitle: row.domain,
      path: siteSearchPath(viewer, row.id),
    }));
  },
};

const newsSection: SearchSection = {
  kind: 'news',
  async find(db, viewer, pattern, limit) {
    // As the news list: readers outside Administrator and Listing find published news only.
    const rows = await db
      .select({ id: news.id, title: news.title })
      .from(news)
      .where(
        and(canManageNews(viewer) ? undefined : eq(news.status, true), ilike(news.title, pattern)),
      )
      .orderBy(desc(news.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: 'news',
      id: String(row.id),
      title: row.title,
      subtitle: null,
      path: `/news/${row.id}`,
    }));
  },
};

/** Every section, in the order the results list shows them. */
export const SEARCH_SECTIONS: readonly SearchSection[] = [usersSection, sitesSection, newsSection];
