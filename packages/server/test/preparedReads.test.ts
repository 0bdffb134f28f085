import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Executor, type OpenDatabase } from '../src/db/client';
import { nameReadsOn, preparedRead } from '../src/db/preparedReads';
import * as schema from '../src/db/schema';
import { users } from '../src/db/schema';
import { copyTemplate, currentKind, type DatabaseCopy } from './databases';

// preparedRead (issue 29): a read built once per shape of its filter, then executed with each
// call's values; on PostgreSQL named so each connection parses (and may plan) it once, except a
// read that asks to be planned with each call's values (a search).

const kind = currentKind();
let copy: DatabaseCopy;
let opened: OpenDatabase | undefined;
let pool: pg.Pool | undefined;
/** The database the reads go to: on PostgreSQL one connection, so its named statements can be read. */
let db: Executor;
let ids: number[];

beforeAll(async () => {
  copy = await copyTemplate(kind);
  if (kind === 'postgres') {
    pool = new pg.Pool({ connectionString: copy.target.databaseUrl, max: 1 });
    const named: NodePgDatabase<typeof schema> = drizzlePg(pool, { schema });
    nameReadsOn(named);
    db = named as unknown as Executor;
  } else {
    opened = await openDatabase(copy.target, async () => undefined);
    db = opened.listDb;
  }
  ids = (await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(3)).map(
    (u) => u.id,
  );
});

afterAll(async () => {
  await pool?.end();
  await opened?.close();
  await copy.drop();
});

/** The emails of the users a filter finds, through preparedRead; `built` counts the builds. */
function emailsOf(read: string, where: SQL | undefined, built: { n: number }, planPerCall = false) {
  return preparedRead(
    db,
    read,
    where,
    (filter) => {
      built.n++;
      return db.select({ email: users.email }).from(users).where(filter).orderBy(asc(users.id));
    },
    {},
    { planPerCall },
  ).then((rows) => rows.map((r) => r.email));
}

const emailOf = async (id: number) =>
  (await db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

/** The statements named on the one connection (PostgreSQL). */
async function namedStatements(): Promise<string[]> {
  const { rows } = await pool!.query<{ name: string }>(
    `select name from pg_prepared_statements where name like 'read_%' order by name`,
  );
  return rows.map((r) => r.name);
}

test('a read is built once per shape of its filter and answers with each call its own values', async () => {
  const built = { n: 0 };
  const [a, b, c] = ids as [number, number, number];
  expect(await emailsOf('usersOfTest', eq(users.id, a), built)).toEqual([await emailOf(a)]);
  expect(await emailsOf('usersOfTest', eq(users.id, b), built)).toEqual([await emailOf(b)]);
  expect(built.n).toBe(1);
  // Another shape (a list of two ids, not one id): built again, and kept apart.
  expect(await emailsOf('usersOfTest', inArray(users.id, [a, c]), built)).toEqual([
    await emailOf(a),
    await emailOf(c),
  ]);
  expect(await emailsOf('usersOfTest', inArray(users.id, [b, c]), built)).toEqual([
    await emailOf(b),
    await emailOf(c),
  ]);
  expect(built.n).toBe(2);
  expect(await emailsOf('usersOfTest', eq(users.id, c), built)).toEqual([await emailOf(c)]);
  expect(built.n).toBe(2);
});

test('on PostgreSQL a read is named once on the connection; one planned per call is sent unnamed', async () => {
  const before = kind === 'postgres' ? await namedStatements() : [];
  const built = { n: 0 };
  const [a, b] = ids as [number, number];
  await emailsOf('namedOfTest', eq(users.id, a), built);
  await emailsOf('namedOfTest', eq(users.id, b), built);
  const email = await emailOf(b);
  const pattern = `%${email.slice(0, email.indexOf('@'))}%`;
  expect(await emailsOf('searchOfTest', ilike(users.email, pattern), built, true)).toContain(email);
  expect(await emailsOf('searchOfTest', ilike(users.email, '%no-such-user%'), built, true)).toEqual(
    [],
  );
  // Built once each: a read planned per call is still built once, only sent unnamed.
  expect(built.n).toBe(2);
  if (kind === 'postgres') {
    const after = await namedStatements();
    expect(after.filter((name) => !before.includes(name))).toHaveLength(1);
  }
});

test('its rows are what drizzle maps: nested records, a missing left join as null, decoded columns', async () => {
  const { orders, sites, carriers } = schema;
  const page = () =>
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        total: sql<number>`${orders.quantity} * 2`.mapWith(Number),
        label: sql<string>`'order ' || ${orders.id}`.as('label'),
        site: { id: sites.id, title: sites.title, createdAt: sites.createdAt },
        carrier: carriers,
      })
      .from(orders)
      .innerJoin(sites, eq(sites.id, orders.siteId))
      // Every other order's carrier left out, so the page has rows with a carrier and without.
      .leftJoin(carriers, and(eq(carriers.id, orders.carrierId), sql`${orders.id} % 2 = 0`))
      .orderBy(asc(orders.id))
      .limit(200);
  const mapped = await preparedRead(db, 'rowMapperPage', undefined, page);
  expect(mapped).toEqual(await page());
  // Both kinds of row are there: with a carrier and without one (null, not an object of nulls).
  expect(mapped.some((r) => r.carrier === null)).toBe(true);
  expect(mapped.some((r) => r.carrier !== null)).toBe(true);
  expect(mapped[0]!.createdAt).toBeInstanceOf(Date);
  expect(typeof mapped[0]!.total).toBe('number');
});
