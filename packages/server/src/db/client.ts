import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './dataDirLock';
import { laneOrdered } from './lanes';
import { nameReadsOn } from './preparedReads';
import { queueQueries } from './queuedQueries';
import * as schema from './schema';

/** Either driver's database: resolvers only use what PGlite and node-postgres share. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction or the database itself, for helpers that run inside either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * SQL text with $1… parameters, as pg-boss sends it (src/jobs): several statements in one text
 * when there are no parameters (its schema set-up), as PostgreSQL's simple protocol allows.
 */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface OpenDatabase {
  db: Database;
  /**
   * The lists' and dashboards' reads (src/graphql/listReads.ts). On PostgreSQL a pool of its own
   * whose statements stop after LIST_READ_TIMEOUT_MS and get no parallel workers, so a heavy
   * filter holds one core for a while rather than both for as long as it likes (issue 29), and
   * join in the order written; a read replica could serve it. On PGlite the database itself (one
   * statement at a time, none of these settings).
   */
  listDb: Database;
  kind: 'pglite' | 'postgres';
  /** The driver itself, for pg-boss (src/jobs/runner.ts), which writes its own SQL. */
  executeSql: ExecuteSql;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The PGlite cluster lives in a subfolder so DATA_DIR can also hold the generated JWT secret. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/**
 * Opens the database, applies pending migrations, then runs `prepare` (seeding) before anyone
 * else may touch it. On PostgreSQL several API processes may start at once, so migration and
 * `prepare` run on one connection holding an advisory lock.
 */
export async function openDatabase(
  target: { databaseUrl?: string; dataDir: string; onQuery?: (sql: string) => void },
  prepare: (db: Database, kind: OpenDatabase['kind']) => Promise<void>,
): Promise<OpenDatabase> {
  const logger = target.onQuery && { logQuery: target.onQuery };
  if (target.databaseUrl) {
    const lockClient = new pg.Client({ connectionString: target.databaseUrl });
    await lockClient.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const lockedDb = drizzlePg(lockClient, { schema });
      await migratePg(lockedDb, { migrationsFolder: MIGRATIONS_FOLDER });
      await prepare(lockedDb, 'postgres');
    } finally {
      await lockClient.end();
    }
    const pool = new pg.Pool({ connectionString: target.databaseUrl });
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    pool.on('error', (e) => console.error('PostgreSQL connection error:', e.message));
    // A transaction's overlapping statements wait in the server's queue, not in pg's deprecated one.
    pool.on('connect', queueQueries);
    const db = drizzlePg(pool, { schema, logger });
    // Every signed-in request's caller lookup (preparedRead) is then parsed and planned once per
    // connection: it was parsed and planned on each of 3,400 calls of the million-orders bench.
    nameReadsOn(db);
    // A list read's joins are written in the order they run: the page first, then each record it
    // shows by its key (orderPage). Left to search every order of its ten relations, the planner
    // spent 2-3 ms planning the orders page and chose to hash whole tables.
    const listPool = new pg.Pool({
      connectionString: target.databaseUrl,
      // Its statements are named (preparedReads), so PostgreSQL may keep their plans (the default
      // plan_cache_mode): the rollups' reads and a page's records by id plan the same whatever
      // the values. Reads of the orders whose best plan depends on the values (a page's ids, a
      // count through an index, a search) are sent unnamed and planned with each call's values.
      options: `-c statement_timeout=${LIST_READ_TIMEOUT_MS} -c max_parallel_workers_per_gather=0 -c join_collapse_limit=1`,
    });
    listPool.on('error', (e) => console.error('PostgreSQL connection error:', e.message));
    const listDb = drizzlePg(listPool, { schema, logger });
    nameReadsOn(listDb);
    return {
      db: db,
      listDb,
      kind: 'postgres',
      executeSql: (text, values) => pool.query(text, values),
      close: () => Promise.all([pool.end(), listPool.end()]).then(() => undefined),
    };
  }

  const dir = pgliteDir(target.dataDir);
  await mkdir(dir, { recursive: true });
  const release = lockDataDir(target.dataDir);
  try {
    // pg_trgm backs the orders search's trigram indexes (migration 0008 creates the extension).
    // Statements of a person's request before background work's (lanes.ts).
    const client = laneOrdered(await PGlite.create(dir, { extensions: { pg_trgm } }));
    const db = drizzlePglite(client, { schema, logger });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await prepare(db, 'pglite');
    return {
      db: db,
      listDb: db,
      kind: 'pglite',
      // PGlite's query() takes one statement; exec() takes several but no parameters.
      executeSql: async (text, values) =>
        values && values.length > 0
          ? client.query(text, values)
          : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
      close: () => client.close().finally(release),
    };
  } catch (e) {
    release();
    throw e;
  }
}

/** How long one statement of a list or dashboard read may run on PostgreSQL (issue 29). */
export const LIST_READ_TIMEOUT_MS = 5000;

// Any fixed 64-bit number shared by every process of this app; the lock ends with the connection.
const MIGRATION_LOCK_KEY = 7_301_226_001;
