import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { loginAttempts } from '../db/schema';

/** Five failures within fifteen minutes lock the address until the oldest of them ages out. */
export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

export async function isThrottled(db: Executor, email: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const [row] = await db
    .select({ failures: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), gt(loginAttempts.createdAt, since)));
  return (row?.failures ?? 0) >= LOGIN_THROTTLE.maxFailures;
}

export async function recordFailure(db: Executor, email: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  // Attempts older than the window no longer count: drop them so the table stays small.
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.email, email), lte(loginAttempts.createdAt, since)));
  await db.insert(loginAttempts).values({ email, createdAt: now });
}

/** A successful sign-in or a password reset starts the count again. */
export async function clearFailures(db: Executor, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}
