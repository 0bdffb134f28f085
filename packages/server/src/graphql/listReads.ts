import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { Context } from './context';
import { badInput } from './errors';

/** How long one statement of a list read may run on PostgreSQL before it is cancelled (issue 29). */
export const LIST_READ_TIMEOUT_MS = 5000;

/** This server's words for a cancelled list read (not in the spec; written in its voice). */
export const LIST_READ_MESSAGES = {
  tooSlow: 'This list took too long to read: narrow it with dates or a longer search',
} as const;

/** PostgreSQL's query_canceled, which statement_timeout raises (drizzle wraps the driver's error). */
function isCancelled(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '57014') return true;
  }
  return false;
}

/**
 * A list or dashboard read. On PostgreSQL it runs in a transaction whose statements are cancelled
 * past LIST_READ_TIMEOUT_MS and get no parallel workers, so a heavy filter holds one core for a
 * while, not both cores for as long as it likes, while twenty people use the lists. PGlite runs one
 * statement at a time in this process and has neither setting: the read runs as it is.
 */
export async function listRead<T>(ctx: Context, read: (db: Executor) => Promise<T>): Promise<T> {
  if (ctx.services.dbKind !== 'postgres') return read(ctx.db);
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('statement_timeout', ${String(LIST_READ_TIMEOUT_MS)}, true),
          set_config('max_parallel_workers_per_gather', '0', true)`,
      );
      return read(tx);
    });
  } catch (e) {
    if (isCancelled(e)) throw badInput(LIST_READ_MESSAGES.tooSlow);
    throw e;
  }
}
