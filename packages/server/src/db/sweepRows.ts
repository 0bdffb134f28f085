import { lt } from 'drizzle-orm';
import { sweepThrottles } from '../auth/throttle';
import type { Database } from './client';
import { webhookDeliveries } from './schema';
import { startPeriodic, type Periodic } from '../periodic';

/** A shop retries a delivery for up to two days (Shopify: 19 times over 48 hours); kept a week. */
export const WEBHOOK_DELIVERY_KEEP_MS = 7 * 24 * 3_600_000;
/** The throttles' windows are minutes to an hour long; a day-old counter counts nothing. */
export const THROTTLE_KEEP_MS = 24 * 3_600_000;
const SWEEP_EVERY_MS = 3_600_000;

/**
 * Rows only kept for a while: webhook deliveries already taken (their ids catch a shop's retry of
 * one, for as long as it retries) and the request throttles' counters of windows long over.
 */
export async function sweepOldRows(db: Database, now: Date): Promise<{ deliveries: number }> {
  const deliveries = await db
    .delete(webhookDeliveries)
    .where(lt(webhookDeliveries.createdAt, new Date(now.getTime() - WEBHOOK_DELIVERY_KEEP_MS)))
    .returning({ id: webhookDeliveries.id });
  await sweepThrottles(db, now, THROTTLE_KEEP_MS);
  return { deliveries: deliveries.length };
}

/** Sweeps at start and every hour while the server runs. */
export function startRowSweeper(db: Database, now: () => Date): Periodic {
  return startPeriodic('The sweep of old rows', () => sweepOldRows(db, now()), SWEEP_EVERY_MS);
}
