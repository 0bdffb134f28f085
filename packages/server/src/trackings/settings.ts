import { inArray } from 'drizzle-orm';
import {
  LEGACY_TRACKING_DELAY_UNIT_SETTING,
  TRACKING_SETTINGS,
  trackingDelayMs,
} from '@podoffice/domain';
import type { Executor } from '../db/client';
import { appSettings } from '../db/schema';

/** The tracking service's settings as /admin/tracking saved them (settingTrackingMore). */
export interface TrackingServiceSettings {
  /** Unset: nothing is registered until an Administrator saves a key. */
  apiKey: string | null;
  /** tracking_more_delay_time: the wait before the first check, and between two. */
  delayMs: number;
}

export async function trackingServiceSettings(db: Executor): Promise<TrackingServiceSettings> {
  const rows = await db
    .select({ name: appSettings.name, value: appSettings.value })
    .from(appSettings)
    .where(
      inArray(appSettings.name, [
        ...Object.values(TRACKING_SETTINGS),
        LEGACY_TRACKING_DELAY_UNIT_SETTING,
      ]),
    );
  const value = (name: string) => rows.find((r) => r.name === name)?.value ?? null;
  return {
    apiKey: value(TRACKING_SETTINGS.apiKey)?.trim() || null,
    delayMs: trackingDelayMs(
      value(TRACKING_SETTINGS.delayTime),
      value(LEGACY_TRACKING_DELAY_UNIT_SETTING),
    ),
  };
}
