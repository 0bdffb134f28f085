import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { SERVER_MESSAGES, hasRole, isLimitedToOwnRecords } from '@podoffice/domain';
import { siteWebhooks, sites, users } from '../../db/schema';
import { page, parseId } from '../args';
import type { Viewer } from '../context';
import type { Platform, Resolvers, Site } from '../resolvers-types.generated';

/** Spec 1 §9: the sites list shows 20 a page. */
export const SITES_PAGE_SIZE = 20;

type SiteRow = typeof sites.$inferSelect;
type WebhookRow = typeof siteWebhooks.$inferSelect;

function toSite(
  row: SiteRow,
  owner: { id: number; firstName: string; lastName: string },
  hooks: WebhookRow[],
  viewer: Viewer,
): Site {
  // The API key lets anyone send orders in the owner's name: only the owner and administrators read it.
  const mayReadKey = row.userId === viewer.id || hasRole(viewer, 'Administrator');
  return {
    id: row.id,
    title: row.title,
    email_support: row.emailSupport,
    domain: row.domain,
    platform: row.platform as Platform,
    status: row.status,
    verified: row.verified,
    type: row.type,
    domain_name: row.domainName,
    rebrandly_domain: row.rebrandlyDomain,
    api_key: mayReadKey ? row.apiKey : null,
    is_auto_fetch_order: row.isAutoFetchOrder,
    user: { id: owner.id, first_name: owner.firstName, last_name: owner.lastName },
    webhooks: hooks.map((h) => ({
      id: h.id,
      topic: h.topic,
      address: h.address,
      delivery_url: h.deliveryUrl,
    })),
  };
}

export const sitesResolvers: Resolvers = {
  Query: {
    sites: async (_parent, { filter }, ctx) => {
      const viewer = await ctx.viewer();
      const { limit, offset } = page(filter, SITES_PAGE_SIZE);
      // Sellers and suppliers see their own sites whatever user_id they send; staff may pick one.
      const owner = isLimitedToOwnRecords(viewer)
        ? viewer.id
        : filter?.user_id
          ? parseId(filter.user_id, SERVER_MESSAGES.userNotFound)
          : undefined;
      const where = and(
        eq(sites.status, filter?.status ?? true),
        owner === undefined ? undefined : eq(sites.userId, owner),
        filter?.verified === null || filter?.verified === undefined
          ? undefined
          : eq(sites.verified, filter.verified),
      );
      const [total] = await ctx.db.select({ count: count() }).from(sites).where(where);
      const rows = await ctx.db
        .select({
          site: sites,
          owner: { id: users.id, firstName: users.firstName, lastName: users.lastName },
        })
        .from(sites)
        .innerJoin(users, eq(users.id, sites.userId))
        .where(where)
        .orderBy(desc(sites.id))
        .limit(limit)
        .offset(offset);
      const hooks = rows.length
        ? await ctx.db
            .select()
            .from(siteWebhooks)
            .where(
              inArray(
                siteWebhooks.siteId,
                rows.map((r) => r.site.id),
              ),
            )
            .orderBy(asc(siteWebhooks.id))
        : [];
      return {
        count: total?.count ?? 0,
        hits: rows.map((r) =>
          toSite(
            r.site,
            r.owner,
            hooks.filter((h) => h.siteId === r.site.id),
            viewer,
          ),
        ),
      };
    },
  },
};
