import { cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { testTempRoot } from './tempRoot';

/**
 * The suite runs once per database kind (a jest project each): always the embedded PGlite, and
 * PostgreSQL too when TEST_DATABASE_URL is set. Global setup migrates and seeds one template per
 * kind; every test file then starts from a private copy of it (a copied data folder, or a database
 * created with TEMPLATE), so files run in parallel without seeing each other's writes.
 */
export type DbKind = 'pglite' | 'postgres';

/** Holds the PGlite templates: `seeded` (migrated and seeded) and `migrated` (no data). */
export const TEMPLATE_DIR_ENV = 'PODOFFICE_TEST_PGLITE_TEMPLATES';

function pgliteTemplate(which: 'seeded' | 'migrated'): string {
  const root = process.env[TEMPLATE_DIR_ENV];
  if (!root) throw new Error(`${TEMPLATE_DIR_ENV} is not set: is the jest globalSetup configured?`);
  return path.join(root, which);
}

/**
 * A copy of a template folder. Synchronous on purpose: Node's fs.promises.cp takes one promise
 * round per file and was ~4x slower than cpSync on these 1,250 files.
 */
function copyFolder(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
}

export function currentKind(): DbKind {
  const kind = (globalThis as { TEST_DB_KIND?: unknown }).TEST_DB_KIND;
  return kind === 'postgres' ? 'postgres' : 'pglite';
}

export function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

/** The same server, another database: the maintenance one, or a test file's copy. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export const templateDatabase = () => new URL(postgresUrl()).pathname.slice(1);
const copyPrefix = () => `${templateDatabase()}_copy_`;

async function maintenance<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(postgresUrl(), 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Empties the template database so migrations and the seed start from nothing. */
export async function resetPostgresTemplate(): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
  await dropPostgresCopies();
}

/** Copies left behind by an interrupted run. */
export async function dropPostgresCopies(): Promise<void> {
  await maintenance(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [copyPrefix()],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
    }
  });
}

export interface DatabaseCopy {
  target: { dataDir: string; databaseUrl?: string };
  drop(): Promise<void>;
}

export async function copyTemplate(kind: DbKind): Promise<DatabaseCopy> {
  const dataDir = await mkdtemp(path.join(testTempRoot(), 'podoffice-server-test-'));
  if (kind === 'pglite') {
    copyFolder(pgliteTemplate('seeded'), dataDir);
    return { target: { dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `${copyPrefix()}${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await maintenance((client) =>
    client.query(`create database ${quoteIdent(name)} template ${quoteIdent(templateDatabase())}`),
  );
  return {
    target: { dataDir, databaseUrl: withDatabase(postgresUrl(), name) },
    drop: async () => {
      await maintenance((client) =>
        client.query(`drop database if exists ${quoteIdent(name)} with (force)`),
      );
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A database without data, for tests of a first start: an empty PostgreSQL database, or for PGlite
 * a migrated copy (its initdb alone takes seconds, and the templates already went through it).
 */
export async function freshDatabase(kind: DbKind): Promise<DatabaseCopy> {
  const dataDir = await mkdtemp(path.join(testTempRoot(), 'podoffice-server-fresh-'));
  if (kind === 'pglite') {
    copyFolder(pgliteTemplate('migrated'), dataDir);
    return { target: { dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `${copyPrefix()}${process.pid}_empty_${Math.random().toString(36).slice(2, 8)}`;
  await maintenance((client) =>
    client.query(`create database ${quoteIdent(name)} template template0`),
  );
  return {
    target: { dataDir, databaseUrl: withDatabase(postgresUrl(), name) },
    drop: async () => {
      await maintenance((client) =>
        client.query(`drop database if exists ${quoteIdent(name)} with (force)`),
      );
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
