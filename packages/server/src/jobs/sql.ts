import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Executor } from '../db/client';

/** A job's data goes in as JSON text, as node-postgres sends an object (PGlite would not). */
const parameter = (value: unknown) =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  !ArrayBuffer.isView(value)
    ? JSON.stringify(value)
    : value;

/**
 * pg-boss's SQL ($1… parameters) run through a Drizzle transaction, so a job is queued in the same
 * transaction as the row or the change that asks for it: both exist, or neither does. Each $n
 * becomes a bound parameter of Drizzle's (never text in the statement).
 */
export function executorSql(tx: Executor): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const pieces = text.split(/\$(\d+)/);
      const chunks: SQL[] = pieces.map((piece, i) =>
        i % 2 === 0 ? sql.raw(piece) : sql`${sql.param(parameter(values[Number(piece) - 1]))}`,
      );
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
