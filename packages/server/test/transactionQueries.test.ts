import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { copyTemplate, currentKind, type DatabaseCopy } from './databases';

// A transaction holds one connection, and a request's reads inside it overlap (its DataLoaders, a
// Promise.all of the order's site, type and tracking): on PostgreSQL they wait their turn on the
// connection in the server's own queue (db/queuedQueries.ts), not in pg's, which pg 8 warns about
// ("Calling client.query() when the client is already executing a query") and pg 9 removes.

const kind = currentKind();
let copy: DatabaseCopy;
let opened: OpenDatabase;

/** The most statements a PostgreSQL connection was given before answering the one before. */
let mostAtOnce = 0;
const atOnce = new WeakMap<object, number>();
const query = pg.Client.prototype.query;

beforeAll(async () => {
  // Counted where pg takes each statement (the pool's connections are made after this).
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    const result = (query as (...a: unknown[]) => unknown).apply(this, args);
    if (!(result instanceof Promise)) return result;
    const now = (atOnce.get(this) ?? 0) + 1;
    atOnce.set(this, now);
    mostAtOnce = Math.max(mostAtOnce, now);
    const done = () => atOnce.set(this, (atOnce.get(this) ?? 1) - 1);
    result.then(done, done);
    return result;
  } as typeof query;
  copy = await copyTemplate(kind);
  opened = await openDatabase(copy.target, async () => undefined);
});

afterAll(async () => {
  pg.Client.prototype.query = query;
  await opened?.close();
  await copy.drop();
});

const emailOf = (db: Pick<OpenDatabase['db'], 'select'>, id: number) =>
  db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]?.email);

test("a transaction's overlapping reads are answered in turn, each with its own rows", async () => {
  const ids = (
    await opened.db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(6)
  ).map((u) => u.id);
  const expected = await Promise.all(ids.map((id) => emailOf(opened.db, id)));
  mostAtOnce = 0;
  const inTransaction = await opened.db.transaction((tx) =>
    Promise.all([...ids, ...ids].map((id) => emailOf(tx, id))),
  );
  expect(inTransaction).toEqual([...expected, ...expected]);
  // On PostgreSQL one statement at a time on the transaction's connection (PGlite's own driver
  // takes them one at a time, lanes.ts: pg is not used there).
  expect(mostAtOnce).toBe(kind === 'postgres' ? 1 : 0);
});

test('a failing statement among them ends the transaction, and the connection serves the next one', async () => {
  const [first] = await opened.db.select({ id: users.id }).from(users).limit(1);
  await expect(
    opened.db.transaction((tx) =>
      Promise.all([emailOf(tx, first!.id), tx.execute(sql`select 1 / 0`), emailOf(tx, first!.id)]),
    ),
  ).rejects.toThrow(/Failed query: select 1 \/ 0/);
  expect(await opened.db.transaction((tx) => emailOf(tx, first!.id))).toMatch(/@/);
});
