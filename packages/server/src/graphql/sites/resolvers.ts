import { registerShopWebhooks } from '../../shopOrders/webhooks';
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  MESSAGES,
  SERVER_MESSAGES,
  SITES_PAGE_SIZE,
  addSiteSchema,
  canEditSiteAdminFields,
  canFetchProductVariants,
  canManageSites,
  canReadSiteApiKey,
  editSiteSchema,
  isLimitedToOwnRecords,
  isShopPlatform,
  type ShopPlatform,
} from '@podoffice/domain';
import { siteWebhooks, sites, systemLogs, users } from '../../db/schema';
import {
  PlatformError,
  platformsOf,
  startAuthorisation,
  type ConnectedShop,
} from '../../platforms';
import { page, parseId } from '../args';
import type { Context, Viewer } from '../context';
import { badInput, forbidden, platformFailure, validated } from '../errors';
import type { Platform, Resolvers, Site } from '../resolvers-types.generated';
import { siteDetailResolvers, siteFor, type SiteRow } from './access';
import { SITE_SERVER_MESSAGES } from './messages';

type WebhookRow = typeof siteWebhooks.$inferSelect;

function toSite(
  row: SiteRow,
  owner: { id: number; firstName: string; lastName: string },
  hooks: WebhookRow[],
  viewer: Viewer,
): Site {
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
    api_key: canReadSiteApiKey(viewer, row.userId) ? row.apiKey : null,
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

/** One site as the API answers it, with its owner and webhooks. */
async function siteResult(ctx: Context, row: SiteRow, viewer: Viewer): Promise<Site> {
  const [owner] = await ctx.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, row.userId));
  const hooks = await ctx.db
    .select()
    .from(siteWebhooks)
    .where(eq(siteWebhooks.siteId, row.id))
    .orderBy(asc(siteWebhooks.id));
  return toSite(row, owner ?? { id: row.userId, firstName: '', lastName: '' }, hooks, viewer);
}

/** A platform that failed to answer: its message reaches the user, marked as an upstream failure. */
async function managerOf(ctx: Context): Promise<Viewer> {
  const viewer = await ctx.viewer();
  if (!canManageSites(viewer)) throw forbidden();
  return viewer;
}

/** A site of a shop platform that finished its authorisation. */
function connectedShop(site: SiteRow): ConnectedShop {
  if (!isShopPlatform(site.platform)) throw badInput(SITE_SERVER_MESSAGES.noShop);
  if (!site.verified || !site.accessToken) throw badInput(SITE_SERVER_MESSAGES.notConnected);
  return {
    id: site.id,
    domain: site.domain,
    platform: site.platform,
    accessToken: site.accessToken,
    webhookSecret: site.webhookSecret,
  };
}

/** The generated address of an import site: its title as a host label, made unique. */
function importDomain(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `https://import-${slug || 'site'}-${randomBytes(3).toString('hex')}.podoffice.test`;
}

const given = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;

export const sitesResolvers: Resolvers = {
  Site: siteDetailResolvers,

  Query: {
    // Those who may add sites: the answer names settings, which is no business of other roles.
    platformAvailability: async (_parent, _args, ctx) => {
      await managerOf(ctx);
      return platformsOf(ctx.services).availability.map((p) => ({
        ...p,
        settings: [...p.settings],
      }));
    },

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
        filter?.platform ? eq(sites.platform, filter.platform) : undefined,
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

    siteById: async (_parent, { id }, ctx) => {
      const viewer = await ctx.viewer();
      return siteResult(ctx, await siteFor(ctx, viewer, id), viewer);
    },
  },

  Mutation: {
    createSite: async (_parent, args, ctx) => {
      const viewer = await managerOf(ctx);
      const input = await validated(addSiteSchema, {
        title: args.title ?? '',
        platform: args.platform ?? undefined,
        domain: args.domain ?? '',
        email_support: args.email_support,
      });
      const shop = isShopPlatform(input.platform);
      const domain = input.platform === 'import' ? importDomain(input.title) : (input.domain ?? '');
      const platforms = platformsOf(ctx.services);
      try {
        return await ctx.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(sites)
            .values({
              userId: viewer.id,
              title: input.title,
              domain,
              platform: input.platform,
              emailSupport: input.email_support ?? null,
              // Shops are Pending until their platform's authorisation comes back.
              verified: !shop,
              type: shop ? 'online' : 'offline',
              apiKey: input.platform === 'api' ? randomBytes(24).toString('base64url') : null,
              createdAt: ctx.now,
              updatedAt: ctx.now,
            })
            .returning();
          if (!row) throw new Error('insert returned no site');
          const authorizeUrl =
            shop && args.isConnect !== false
              ? await startAuthorisation(
                  tx,
                  platforms,
                  { id: row.id, domain: row.domain, platform: input.platform as ShopPlatform },
                  ctx.now,
                )
              : null;
          return {
            id: row.id,
            platform: row.platform as Platform,
            domain: row.domain,
            authorize_url: authorizeUrl,
          };
        });
      } catch (error) {
        // An unconfigured platform: nothing was stored.
        if (error instanceof PlatformError) throw badInput(error.message);
        throw error;
      }
    },

    updateSite: async (_parent, { site_id, updateSiteInput: input }, ctx) => {
      const viewer = await managerOf(ctx);
      const site = await siteFor(ctx, viewer, site_id);
      const adminFields = canEditSiteAdminFields(viewer);
      if (
        !adminFields &&
        (given(input.domain_name) ||
          given(input.rebrandly_domain) ||
          given(input.is_auto_fetch_order))
      ) {
        throw forbidden();
      }
      if (site.platform !== 'shopify' && given(input.domain_name)) {
        throw badInput(SITE_SERVER_MESSAGES.domainNameShopifyOnly);
      }
      // Fields left out keep their value; the result is checked as the Edit site form would be.
      const next = await validated(editSiteSchema({ adminFields, platform: site.platform }), {
        title: input.title ?? site.title,
        email_support: input.email_support === undefined ? site.emailSupport : input.email_support,
        domain_name: input.domain_name === undefined ? site.domainName : input.domain_name,
        rebrandly_domain:
          input.rebrandly_domain === undefined ? site.rebrandlyDomain : input.rebrandly_domain,
        is_auto_fetch_order: input.is_auto_fetch_order ?? site.isAutoFetchOrder,
      });
      const [row] = await ctx.db
        .update(sites)
        .set({
          title: next.title,
          emailSupport: next.email_support ?? null,
          ...(adminFields
            ? {
                domainName: site.platform === 'shopify' ? (next.domain_name ?? null) : null,
                rebrandlyDomain: next.rebrandly_domain ?? null,
                isAutoFetchOrder: next.is_auto_fetch_order ?? false,
              }
            : {}),
          updatedAt: ctx.now,
        })
        .where(eq(sites.id, site.id))
        .returning();
      return siteResult(ctx, row ?? site, viewer);
    },

    deleteSite: async (_parent, { id }, ctx) => {
      const viewer = await managerOf(ctx);
      const site = await siteFor(ctx, viewer, id);
      await ctx.db
        .update(sites)
        .set({ status: false, updatedAt: ctx.now })
        .where(eq(sites.id, site.id));
      return true;
    },

    authorizeSite: async (_parent, { id }, ctx) => {
      const viewer = await managerOf(ctx);
      const site = await siteFor(ctx, viewer, id, { activeOnly: true });
      if (!isShopPlatform(site.platform)) throw badInput(SITE_SERVER_MESSAGES.noShop);
      try {
        return await startAuthorisation(
          ctx.db,
          platformsOf(ctx.services),
          { id: site.id, domain: site.domain, platform: site.platform },
          ctx.now,
        );
      } catch (error) {
        if (error instanceof PlatformError) throw badInput(error.message);
        throw error;
      }
    },

    updateWebhooks: async (_parent, { id }, ctx) => {
      const viewer = await managerOf(ctx);
      const site = await siteFor(ctx, viewer, id, { activeOnly: true });
      await registerShopWebhooks(ctx.services, connectedShop(site)).catch(platformFailure);
      return siteResult(ctx, site, viewer);
    },

    FetchProductVariants: async (_parent, { site_id }, ctx) => {
      const viewer = await ctx.viewer();
      if (!canFetchProductVariants(viewer)) throw forbidden();
      const site = await siteFor(ctx, viewer, site_id, { activeOnly: true });
      const shop = connectedShop(site);
      const client = platformsOf(ctx.services).client(shop.platform);
      try {
        const found = await client.fetchCatalogue(shop);
        await ctx.db.insert(systemLogs).values({
          type: 'fetch_product_variants',
          message: `Site #${site.id} (${site.title}): fetched ${found.variants} variants of ${found.products} products from ${client.label}`,
          createdAt: ctx.now,
        });
      } catch (error) {
        if (error instanceof PlatformError) {
          await ctx.db.insert(systemLogs).values({
            type: 'fetch_product_variants_failed',
            message: `Site #${site.id} (${site.title}): ${error.message}`,
            createdAt: ctx.now,
          });
        }
        platformFailure(error);
      }
      return MESSAGES.success;
    },
  },
};
