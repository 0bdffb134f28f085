import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { mapRowsOnce } from './rowMapper';

/** What a drizzle select builder gives to run it again and again (its `.prepare()`). */
interface Preparable<T> {
  prepare(name: string): Prepared<T>;
}
interface Prepared<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

/** The statements of one database (or transaction), by read and by the text of its filter. */
const statementsOf = new WeakMap<object, Map<string, Prepared<unknown>>>();

/**
 * Statements kept per database. A filter's text depends on which conditions it has and on the
 * lengths of its lists, so a caller could make many; past this the oldest is forgotten.
 */
export const PREPARED_READS_MAX = 500;

const dialect = new PgDialect();

/**
 * Databases whose statements may be named on the server (db/client.ts registers the PostgreSQL list
 * pool). A named statement is parsed once per connection, and its text is not sent again: parsing
 * the orders page's 4.5 kB again was a tenth to a fifth of the backend's CPU for a page (issue 29).
 * PostgreSQL may then also keep its plan (plan_cache_mode=auto: a generic plan after five
 * executions when it costs no more than planning with each call's values): planning the page's
 * nine joins again on every call was a quarter of the database's time under 20 clients. A read
 * whose best plan depends on its values (a seller of 100 orders or of 100,000, a day or a year, a
 * search for '%express%' that matches every fourth order or for '%N002101%') says so
 * (`planPerCall`) and is sent unnamed, planned with each call's values.
 */
const naming = new WeakSet<object>();

/** Lets preparedRead name its statements on `db` (a pool's database, not a transaction). */
export function nameReadsOn(db: object): void {
  naming.add(db);
}

/** Whether preparedRead names statements on `db`, so the server may keep their plans. */
export function namesReadsOn(db: object): boolean {
  return naming.has(db);
}

/**
 * Statements named per process at most: each is kept by every connection that ran it until the
 * connection closes, so a caller making many shapes of filter cannot pile them up on the server.
 * Statements past it are sent unnamed, as before.
 */
export const NAMED_READS_MAX = 50;
let namedReads = 0;

/**
 * A read built with drizzle once per shape of its filter, then only executed with each call's
 * values (drizzle's prepared queries, https://orm.drizzle.team/docs/perf-queries). Under 20 clients
 * at once the API spent a fifth of its CPU building statements, most of it the same select list
 * and joins over and over (issue 29). `where` is what varies: it is rendered to text (cheap: a few
 * conditions), and that text with its values as placeholders is the shape the statement is kept
 * by; `build` gets it back as SQL and writes the rest of the statement around it, with
 * `sql.placeholder(name)` for any of `values`. The statement sent is the same text as before, and
 * its rows are mapped as drizzle maps them, by a mapper made once for the statement (rowMapper). On a database nameReadsOn names, the statement is named.
 */
export function preparedRead<T>(
  db: Executor,
  read: string,
  where: SQL | undefined,
  build: (where: SQL | undefined) => Preparable<T>,
  values: Record<string, unknown> = {},
  { planPerCall = false }: { planPerCall?: boolean } = {},
): Promise<T> {
  const rendered = where && dialect.sqlToQuery(where);
  const key = `${planPerCall ? 'perCall' : 'kept'}\u0000${read}\u0000${rendered?.sql ?? ''}`;
  let statements = statementsOf.get(db);
  if (!statements) statementsOf.set(db, (statements = new Map()));
  let statement = statements.get(key) as Prepared<T> | undefined;
  if (!statement) {
    const named = naming.has(db) && !planPerCall && namedReads < NAMED_READS_MAX;
    const name = named ? `read_${++namedReads}` : '';
    statement = build(rendered && withPlaceholders(rendered.sql)).prepare(name);
    mapRowsOnce(statement);
    if (statements.size >= PREPARED_READS_MAX) statements.delete(statements.keys().next().value!);
    statements.set(key, statement);
  }
  if (!rendered) return statement.execute(values);
  const all: Record<string, unknown> = { ...values };
  rendered.params.forEach((value, i) => (all[`$where${i + 1}`] = value));
  return statement.execute(all);
}

/** A filter's text with each `$n` made a placeholder named `$where<n>`, for preparedRead. */
function withPlaceholders(text: string): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${sql.placeholder(`$where${part}`)}`);
  });
  return sql.join(chunks);
}
