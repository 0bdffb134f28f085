import { inArray, sql } from 'drizzle-orm';
import {
  LEGACY_TRACKING_DELAY_UNIT_SETTING,
  TRACKING_SETTINGS,
  formatTrackingDelay,
  parseTrackingDelay,
} from '@podoffice/domain';
import type { Executor } from '../../db/client';
import { appSettings } from '../../db/schema';
import type { AppSetting } from '../resolvers-types.generated';
import { defaultSettingValue } from './defaults';

interface SavedSetting {
  id: number;
  value: string | null;
}

/** The saved rows of these settings, by name. */
export async function savedSettings(
  db: Executor,
  names: readonly string[],
): Promise<Map<string, SavedSetting>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: appSettings.id, name: appSettings.name, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.name, [...names]));
  return new Map(rows.map((r) => [r.name, { id: r.id, value: r.value }]));
}

/**
 * The settings in the order named: the saved value, or the built-in one (id null) when never saved.
 * tracking_more_delay_time always reads in the spec's shape, '<number> <hour|day>': a row saved
 * before it held its unit ('6', the unit in tracking_more_delay_unit) reads as '6 hour'.
 */
export async function effectiveSettings(
  db: Executor,
  names: readonly string[],
): Promise<AppSetting[]> {
  const delay = names.includes(TRACKING_SETTINGS.delayTime);
  const saved = await savedSettings(
    db,
    delay ? [...names, LEGACY_TRACKING_DELAY_UNIT_SETTING] : names,
  );
  return names.map((name) => {
    const row = saved.get(name);
    if (!row) return { id: null, name, value: defaultSettingValue(name) };
    if (name !== TRACKING_SETTINGS.delayTime) return { id: row.id, name, value: row.value };
    const parsed = parseTrackingDelay(
      row.value,
      saved.get(LEGACY_TRACKING_DELAY_UNIT_SETTING)?.value,
    );
    return { id: row.id, name, value: parsed ? formatTrackingDelay(parsed) : row.value };
  });
}

/** Inserts or replaces each setting's value. */
export async function writeSettings(
  db: Executor,
  entries: readonly { name: string; value: string | null }[],
  now: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(appSettings)
    .values(entries.map((e) => ({ name: e.name, value: e.value, updatedAt: now })))
    .onConflictDoUpdate({
      target: appSettings.name,
      set: { value: sql`excluded.value`, updatedAt: now },
    });
}

/** name → value of the effective settings, the shape an activity log line keeps. */
export function asRecord(settings: readonly AppSetting[]): Record<string, string | null> {
  return Object.fromEntries(settings.map((s) => [s.name, s.value ?? null]));
}
