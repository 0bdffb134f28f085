import { eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { throttles } from '../db/schema';

/** At most `limit` hits per `windowMs`, counted from the first hit of a window. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

export interface ThrottleHit {
  /** False once the window holds more than `limit` hits, this one included. */
  allowed: boolean;
  /** When the window ends and hits are allowed again. */
  retryAt: Date;
}

/**
 * Counts one hit against `key` and says whether it is within the rule. One upsert takes the row
 * lock, so parallel hits are counted one after another: forty parallel guesses see 1, 2, ... 40,
 * not forty times a count read before any of them was written. rate-limiter-flexible does this
 * for node-postgres but not for PGlite, which is the default database here, so it is written once
 * for Drizzle.
 */
export async function hitThrottle(
  db: Executor,
  key: string,
  rule: ThrottleRule,
  now: Date,
): Promise<ThrottleHit> {
  const expired = sql`${throttles.windowStartedAt} <= ${new Date(now.getTime() - rule.windowMs)}`;
  const [row] = await db
    .insert(throttles)
    .values({ key, hits: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${throttles.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${throttles.windowStartedAt} end`,
      },
    })
    .returning({ hits: throttles.hits, windowStartedAt: throttles.windowStartedAt });
  if (!row) throw new Error(`throttle ${key}: the counter could not be written`);
  return {
    allowed: row.hits <= rule.limit,
    retryAt: new Date(row.windowStartedAt.getTime() + rule.windowMs),
  };
}

/** Takes back one hit, e.g. a sign-in attempt that turned out to be the owner's. */
export async function undoThrottleHit(db: Executor, key: string): Promise<void> {
  await db
    .update(throttles)
    .set({ hits: sql`greatest(${throttles.hits} - 1, 0)` })
    .where(eq(throttles.key, key));
}

export async function clearThrottle(db: Executor, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}

/** Drops counters whose window ended long ago, so the table holds only live keys. */
export async function sweepThrottles(db: Executor, now: Date, olderThanMs: number) {
  await db
    .delete(throttles)
    .where(lte(throttles.windowStartedAt, new Date(now.getTime() - olderThanMs)));
}
