import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  SERVER_MESSAGES,
  SITE_SETTING_MESSAGES,
  canReadSiteApiKey,
  hasRole,
  hasSiteApiKey,
  orderHoldHours,
  siteSettingRowSchema,
  siteSettingsFromRows,
  siteSettingsSchema,
  siteSettingsToRows,
  type SiteSettingName,
  type SiteSettingsValues,
} from '@podoffice/domain';
import type { Database, Executor } from '../../db/client';
import { siteSettings, sites } from '../../db/schema';
import { parseId } from '../args';
import type { Viewer } from '../context';
import { badInput, forbidden, notFound, validated } from '../errors';
import type {
  Platform,
  Resolvers,
  SiteApiKey,
  SiteSettings,
  SiteSettingsInput,
} from '../resolvers-types.generated';
import { requireSettingsRole, settingsSiteFor, type SettingsSite } from './access';
import { createOrderImportTemplate, isTemplateSetting } from './templates';

async function storedValues(db: Executor, siteId: number): Promise<SiteSettingsValues> {
  const rows = await db
    .select({ name: siteSettings.name, value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.siteId, siteId));
  return siteSettingsFromRows(rows);
}

function toSiteSettings(
  { site, owner }: SettingsSite,
  values: SiteSettingsValues,
  viewer: Viewer,
): SiteSettings {
  const owned = site.userId === viewer.id;
  return {
    site: {
      id: site.id,
      title: site.title,
      domain: site.domain,
      platform: site.platform as Platform,
      type: site.type,
      api_key_allowed: hasSiteApiKey(site),
      owned,
      api_key: canReadSiteApiKey(viewer, site.userId) ? site.apiKey : null,
      owner: { id: owner.id, first_name: owner.firstName, last_name: owner.lastName },
    },
    ...values,
    order_hold_hours: orderHoldHours(values.fulfill_role),
  };
}

/** Writes the rows whose value changed; one statement, so a setting is never half saved. */
async function saveValues(
  db: Executor,
  siteId: number,
  before: SiteSettingsValues,
  after: SiteSettingsValues,
  now: Date,
): Promise<void> {
  const changed = siteSettingsToRows(after).filter((row) => String(before[row.name]) !== row.value);
  if (changed.length === 0) return;
  await db
    .insert(siteSettings)
    .values(changed.map((row) => ({ siteId, name: row.name, value: row.value, updatedAt: now })))
    .onConflictDoUpdate({
      target: [siteSettings.siteId, siteSettings.name],
      set: { value: sql`excluded.value`, updatedAt: now },
    });
}

/** The input's settings laid over the stored ones; a null leaves a setting as it is. */
function merged(current: SiteSettingsValues, input: SiteSettingsInput): Record<string, unknown> {
  const next: Record<string, unknown> = { ...current };
  for (const [name, value] of Object.entries(input)) {
    if (value !== null && value !== undefined) next[name] = value;
  }
  return next;
}

/** The value a text row stands for, typed as the whole-settings schema expects it. */
function typedValue(name: SiteSettingName, value: string): unknown {
  if (name === 'order_received_after') return Number(value);
  if (name.endsWith('_enable') || name === 'fulfill_role') return value === 'true';
  return value;
}

/** Only the owner of an active offline site renews its order API key (canGenerateSiteApiKey). */
async function ownApiKeySite(db: Executor, viewer: Viewer, rawId: string | number) {
  if (!hasRole(viewer, 'Seller')) throw forbidden();
  const id = parseId(rawId, SERVER_MESSAGES.siteNotFound);
  const [site] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.id, id), eq(sites.status, true), eq(sites.userId, viewer.id)));
  if (!site) throw notFound(SERVER_MESSAGES.siteNotFound);
  if (!hasSiteApiKey(site)) throw badInput(SITE_SETTING_MESSAGES.apiKeyOnlineSite);
  return site;
}

function toApiKey(site: typeof sites.$inferSelect): SiteApiKey {
  return {
    site_id: site.id,
    title: site.title,
    platform: site.platform as Platform,
    api_key: site.apiKey,
  };
}

/** 32 characters from 24 random bytes: unguessable, and safe in a header or a URL. */
const newApiKey = () => randomBytes(24).toString('base64url');

async function inTransaction<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

/** Resolvers of schema/siteSettings.graphql. */
export const siteSettingsResolvers: Resolvers = {
  Query: {
    getSiteSetting: async (_parent, { site_id }, ctx) => {
      const viewer = await ctx.viewer();
      const found = await settingsSiteFor(ctx.db, viewer, site_id);
      return toSiteSettings(found, await storedValues(ctx.db, found.site.id), viewer);
    },

    getSiteSettings: async (_parent, { site_id }, ctx) => {
      const viewer = await ctx.viewer();
      requireSettingsRole(viewer);
      const only = site_id ? (await settingsSiteFor(ctx.db, viewer, site_id)).site.id : undefined;
      const rows = await ctx.db
        .select({ siteId: siteSettings.siteId, name: siteSettings.name, value: siteSettings.value })
        .from(siteSettings)
        .innerJoin(sites, eq(sites.id, siteSettings.siteId))
        .where(
          and(
            eq(sites.status, true),
            only === undefined ? undefined : eq(siteSettings.siteId, only),
            hasRole(viewer, 'Administrator') ? undefined : eq(sites.userId, viewer.id),
          ),
        )
        .orderBy(asc(siteSettings.siteId), asc(siteSettings.id));
      return rows.map((r) => ({ site_id: r.siteId, name: r.name, value: r.value }));
    },

    siteApiKeys: async (_parent, _args, ctx) => {
      const viewer = await ctx.viewer();
      if (!hasRole(viewer, 'Seller')) throw forbidden();
      const own = await ctx.db
        .select()
        .from(sites)
        .where(and(eq(sites.userId, viewer.id), eq(sites.status, true)))
        .orderBy(asc(sites.id));
      return own.filter(hasSiteApiKey).map(toApiKey);
    },
  },

  Mutation: {
    updateSiteSettings: async (_parent, { site_id, settings }, ctx) => {
      const viewer = await ctx.viewer();
      const found = await settingsSiteFor(ctx.db, viewer, site_id);
      return inTransaction(ctx.db, async (tx) => {
        const before = await storedValues(tx, found.site.id);
        const after = (await validated(
          siteSettingsSchema,
          merged(before, settings),
        )) as SiteSettingsValues;
        await saveValues(tx, found.site.id, before, after, ctx.now);
        return toSiteSettings(found, after, viewer);
      });
    },

    createSiteSetting: async (_parent, { input }, ctx) => {
      const viewer = await ctx.viewer();
      const found = await settingsSiteFor(ctx.db, viewer, input.site_id);
      if (isTemplateSetting(input.name)) {
        return createOrderImportTemplate(
          ctx.db,
          found.site.id,
          input.name,
          input.value ?? '',
          ctx.now,
        );
      }
      const row = await validated(siteSettingRowSchema, {
        site_id: String(input.site_id),
        name: input.name,
        value: input.value ?? '',
      });
      const name = row.name as SiteSettingName;
      return inTransaction(ctx.db, async (tx) => {
        const before = await storedValues(tx, found.site.id);
        // The row must also fit the other settings (an enabled mail needs its message).
        const after = (await validated(siteSettingsSchema, {
          ...before,
          [name]: typedValue(name, row.value),
        })) as SiteSettingsValues;
        const value = String(after[name]);
        await tx
          .insert(siteSettings)
          .values({ siteId: found.site.id, name, value, updatedAt: ctx.now })
          .onConflictDoUpdate({
            target: [siteSettings.siteId, siteSettings.name],
            set: { value, updatedAt: ctx.now },
          });
        return { site_id: found.site.id, name, value };
      });
    },

    generateSiteApiKey: async (_parent, { site_id }, ctx) => {
      const viewer = await ctx.viewer();
      const site = await ownApiKeySite(ctx.db, viewer, site_id);
      const [updated] = await ctx.db
        .update(sites)
        .set({ apiKey: newApiKey(), updatedAt: ctx.now })
        .where(eq(sites.id, site.id))
        .returning();
      if (!updated) throw notFound(SERVER_MESSAGES.siteNotFound);
      return toApiKey(updated);
    },
  },
};
