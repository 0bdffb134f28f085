import { inArray } from 'drizzle-orm';
import { TRACKING_SETTINGS, trackingDelayMs } from '@podoffice/domain';
import type { Executor } from '../db/client';
import { appSettings } from '../db/schema';

/** The tracking service's settings as /admin/tracking saved them (settingTrackingMore). */
export interface TrackingServiceSettings {
  /** Unset: nothing is registered until an Administrator saves a key. */
  apiKey: string | null;
  /** tracking_more_delay_time and its unit: the wait before the first check, and between two. */
  delayMs: number;
}

export async function trackingServiceSettings(db: Executor): Promise<TrackingServiceSettings> {
  const rows = await db
    .select({ name: appSettings.name, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.name, Object.values(TRACKING_SETTINGS)));
  const value = (name: string) => rows.find((r) => r.name === name)?.value ?? null;
  return {
    apiKey: value(TRACKING_SETTINGS.apiKey)?.trim() || null,
    delayMs: trackingDelayMs(
      value(TRACKING_SETTINGS.delayTime),
      value(TRACKING_SETTINGS.delayUnit),
    ),
  };
}
