import { and, eq } from 'drizzle-orm';
import { SERVER_MESSAGES, canReadSiteDetails, isLimitedToOwnRecords } from '@podoffice/domain';
import { sites } from '../../db/schema';
import { parseId } from '../args';
import type { Context, Viewer } from '../context';
import { forbidden, notFound } from '../errors';
import type { Site, SiteResolvers } from '../resolvers-types.generated';
import { siteDetailRefused } from './messages';

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

type DetailField =
  'email_support' | 'domain_name' | 'rebrandly_domain' | 'is_auto_fetch_order' | 'webhooks';

/**
 * Resolvers of a site's management details: Listing and Accounting list sites to pick one by
 * title, and get an error naming the field when they ask for more (canReadSiteDetails).
 */
export const siteDetailResolvers: Pick<
  SiteResolvers<Context, Site>,
  DetailField
> = Object.fromEntries(
  (
    ['email_support', 'domain_name', 'rebrandly_domain', 'is_auto_fetch_order', 'webhooks'] as const
  ).map((field) => [
    field,
    async (parent: Site, _args: unknown, ctx: Context) => {
      if (!canReadSiteDetails(await ctx.viewer(), parent.user.id)) {
        throw forbidden(siteDetailRefused(field));
      }
      return parent[field];
    },
  ]),
);
