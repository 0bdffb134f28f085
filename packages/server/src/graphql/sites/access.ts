import { and, eq } from 'drizzle-orm';
import { SERVER_MESSAGES, isLimitedToOwnRecords } from '@podoffice/domain';
import { sites } from '../../db/schema';
import { parseId } from '../args';
import type { Context, Viewer } from '../context';
import { notFound } from '../errors';

export type SiteRow = typeof sites.$inferSelect;

/**
 * The site a caller may see: sellers (and suppliers) only their own, staff any. A site someone else
 * owns reads as missing, so ids of other sellers' sites reveal nothing.
 */
export async function siteFor(
  ctx: Context,
  viewer: Viewer,
  id: string | number,
  options: { activeOnly?: boolean } = {},
): Promise<SiteRow> {
  const siteId = parseId(id, SERVER_MESSAGES.siteNotFound);
  const [site] = await ctx.db
    .select()
    .from(sites)
    .where(
      and(
        eq(sites.id, siteId),
        isLimitedToOwnRecords(viewer) ? eq(sites.userId, viewer.id) : undefined,
        options.activeOnly ? eq(sites.status, true) : undefined,
      ),
    );
  if (!site) throw notFound(SERVER_MESSAGES.siteNotFound);
  return site;
}
