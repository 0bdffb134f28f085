import type { Executor } from '../db/client';
import type { Context } from './context';
import { badInput } from './errors';

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
 * A list or dashboard read, on the database's list pool (OpenDatabase.listDb: on PostgreSQL its
 * statements stop after LIST_READ_TIMEOUT_MS and get no parallel workers). A read stopped there is
 * refused with a message that says how to narrow it, not masked as a server error.
 */
export async function listRead<T>(ctx: Context, read: (db: Executor) => Promise<T>): Promise<T> {
  try {
    return await read(ctx.services.listDb);
  } catch (e) {
    if (isCancelled(e)) throw badInput(LIST_READ_MESSAGES.tooSlow);
    throw e;
  }
}
