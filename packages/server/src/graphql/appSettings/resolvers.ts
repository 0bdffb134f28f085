import {
  ACTIVITY_TYPES,
  APP_SETTING_NAMES,
  LEGACY_TRACKING_DELAY_UNIT_SETTING,
  SELLER_MESSAGE_SETTING,
  SETTINGS_MESSAGES,
  TRACKING_SETTINGS,
  appSettingsInputSchema,
  canManageAppSettings,
  formatTrackingDelay,
  trackingSettingsSchema,
} from '@podoffice/domain';
import { eq } from 'drizzle-orm';
import { appSettings } from '../../db/schema';
import { recordActivity } from '../logs/record';
import { badInput, forbidden, validated } from '../errors';
import type { Resolvers } from '../resolvers-types.generated';
import { asRecord, effectiveSettings, writeSettings } from './store';

/** Settings any signed-in user may read: the message shown to sellers. */
const READABLE_BY_ANYONE_SIGNED_IN: readonly string[] = [SELLER_MESSAGE_SETTING];

// An API key in a log line would hand it to anyone who reads the logs: keep only its end.
/** The key's last four characters (code points: a cut through a pair leaves ill-formed text). */
const maskKey = (key: string | null | undefined) => {
  if (!key) return null;
  const characters = Array.from(key);
  return `${'*'.repeat(Math.max(0, characters.length - 4))}${characters.slice(-4).join('')}`;
};

/** Resolvers of schema/appSettings.graphql. */
export const appSettingsResolvers: Resolvers = {
  Query: {
    getAppSettings: async (_parent, { input }, ctx) => {
      const viewer = await ctx.viewer();
      const names = [...new Set(input)];
      const unknown = names.find((name) => !APP_SETTING_NAMES.includes(name));
      if (unknown !== undefined) throw badInput(SETTINGS_MESSAGES.unknownSetting(unknown));
      const readable = names.every((name) => READABLE_BY_ANYONE_SIGNED_IN.includes(name));
      if (!readable && !canManageAppSettings(viewer)) throw forbidden();
      return effectiveSettings(ctx.db, names);
    },
  },

  Mutation: {
    saveAppSettings: async (_parent, { input }, ctx) => {
      const viewer = await ctx.viewer();
      if (!canManageAppSettings(viewer)) throw forbidden();
      const { settings } = await validated(appSettingsInputSchema, { settings: input });
      const entries = settings.map((s) => ({ name: s.name, value: s.value ?? '' }));
      const names = entries.map((e) => e.name);
      return ctx.db.transaction(async (tx) => {
        const before = await effectiveSettings(tx, names);
        await writeSettings(tx, entries, ctx.now);
        const after = await effectiveSettings(tx, names);
        await recordActivity(tx, {
          type: ACTIVITY_TYPES.appSettings,
          userId: viewer.id,
          oldData: asRecord(before),
          newData: asRecord(after),
          at: ctx.now,
        });
        return after;
      });
    },

    settingTrackingMore: async (_parent, args, ctx) => {
      const viewer = await ctx.viewer();
      if (!canManageAppSettings(viewer)) throw forbidden();
      const values = await validated(trackingSettingsSchema, {
        numberTime: args.limitTime,
        unit: args.unit ?? 'hour',
        apiKey: args.apiKey,
      });
      const entries = [
        { name: TRACKING_SETTINGS.apiKey, value: values.apiKey },
        {
          name: TRACKING_SETTINGS.delayTime,
          value: formatTrackingDelay({ time: values.numberTime, unit: values.unit }),
        },
      ];
      const names = entries.map((e) => e.name);
      const logged = (record: Record<string, string | null>) => ({
        ...record,
        [TRACKING_SETTINGS.apiKey]: maskKey(record[TRACKING_SETTINGS.apiKey]),
      });
      await ctx.db.transaction(async (tx) => {
        const before = asRecord(await effectiveSettings(tx, names));
        await writeSettings(tx, entries, ctx.now);
        // The delay's unit is in its value now: the old shape's unit row goes.
        await tx
          .delete(appSettings)
          .where(eq(appSettings.name, LEGACY_TRACKING_DELAY_UNIT_SETTING));
        await recordActivity(tx, {
          type: ACTIVITY_TYPES.trackingSettings,
          userId: viewer.id,
          oldData: logged(before),
          newData: logged(asRecord(await effectiveSettings(tx, names))),
          at: ctx.now,
        });
      });
      return true;
    },
  },
};
