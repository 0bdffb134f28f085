import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { tokens } from '../db/schema';

/** What a mailed link is for, and how long it stays valid. */
export const TOKEN_KINDS = {
  activation: { ttlMs: 7 * 24 * 60 * 60 * 1000 },
  reset: { ttlMs: 60 * 60 * 1000 },
} as const;
export type TokenKind = keyof typeof TOKEN_KINDS;

const hashToken = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** Stores the hash of a new random token and returns the raw token for the mailed link. */
export async function issueToken(
  db: Executor,
  userId: number,
  kind: TokenKind,
  now: Date,
): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await db.insert(tokens).values({
    userId,
    kind,
    tokenHash: hashToken(raw),
    expiresAt: new Date(now.getTime() + TOKEN_KINDS[kind].ttlMs),
    createdAt: now,
  });
  return raw;
}

/**
 * Marks an unused, unexpired token as used and returns its user, in one statement so two clicks
 * on the same link cannot both succeed. Null when the token is unknown, used or expired.
 */
export async function consumeToken(
  db: Executor,
  raw: string,
  kind: TokenKind,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(tokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(tokens.tokenHash, hashToken(raw)),
        eq(tokens.kind, kind),
        isNull(tokens.usedAt),
        gt(tokens.expiresAt, now),
      ),
    )
    .returning({ userId: tokens.userId });
  return row?.userId ?? null;
}

/** Retires a user's other open links of a kind, e.g. older reset mails once one was used. */
export async function retireTokens(db: Executor, userId: number, kind: TokenKind, now: Date) {
  await db
    .update(tokens)
    .set({ usedAt: now })
    .where(and(eq(tokens.userId, userId), eq(tokens.kind, kind), isNull(tokens.usedAt)));
}
