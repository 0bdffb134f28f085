import { and, eq } from 'drizzle-orm';
import { SERVER_MESSAGES, canManageSites, hasRole } from '@podoffice/domain';
import type { Executor } from '../../db/client';
import { sites, users } from '../../db/schema';
import { parseId } from '../args';
import type { Viewer } from '../context';
import { forbidden, notFound } from '../errors';

/** An active site with its owner's name, as the settings calls need it. */
export interface SettingsSite {
  site: typeof sites.$inferSelect;
  owner: { id: number; firstName: string; lastName: string };
}

/** Spec 1 §2: the site settings screen belongs to Administrator and Seller; the rest are refused. */
export function requireSettingsRole(viewer: Viewer): void {
  if (!canManageSites(viewer)) throw forbidden();
}

/**
 * The active site whose settings the caller may read and change: an Administrator any, a seller
 * only their own. Someone else's site reads as a missing one, so a seller learns nothing about
 * other sellers' sites; a disabled (deleted) site is missing for everyone.
 */
export async function settingsSiteFor(
  db: Executor,
  viewer: Viewer,
  rawId: string | number,
): Promise<SettingsSite> {
  requireSettingsRole(viewer);
  const id = parseId(rawId, SERVER_MESSAGES.siteNotFound);
  const [row] = await db
    .select({
      site: sites,
      owner: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(sites)
    .innerJoin(users, eq(users.id, sites.userId))
    .where(and(eq(sites.id, id), eq(sites.status, true)));
  if (!row) throw notFound(SERVER_MESSAGES.siteNotFound);
  if (row.site.userId !== viewer.id && !hasRole(viewer, 'Administrator')) {
    throw notFound(SERVER_MESSAGES.siteNotFound);
  }
  return row;
}
