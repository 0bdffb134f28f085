// Times the balances call over 100,000 entries on a fresh embedded database: a staff member's
// filtered, counted page, as the Balance screen asks for it. Not part of the tests; run with
// `npm run bench -w @podoffice/server`.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '../src/auth/passwords';
import { openDatabase } from '../src/db/client';
import { balances, sites, userRoles, users, roles } from '../src/db/schema';
import { seed } from '../src/seed/seed';
import { asAdministrator } from './asAdministrator';

const ENTRIES = 100_000;
const SELLERS = 8;
const SITES_PER_SELLER = 4;
const BATCH = 2_000;
const RUNS = 20;
const DAY_MS = 86_400_000;

const QUERY = `query Page($filter: BalanceFilter) {
  balances(filter: $filter) {
    count depositAmounts pendingDepositAmounts pendingAmounts fullfilledAmounts
    hits { id action amount fee status created_at site { id title } creater { id email } updater { id email } }
  }
}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'podoffice-bench-'));
const database = await openDatabase({ dataDir }, (db) =>
  seed(db, { demo: false, now: new Date() }),
);
const { db } = database;
try {
  const now = new Date();
  const passwordHash = await hashPassword('Bench#2026');
  const [admin] = await db
    .insert(users)
    .values({
      email: 'admin@bench.test',
      passwordHash,
      firstName: 'Ada',
      lastName: 'Admin',
      activated: true,
    })
    .returning();
  const sellers = await db
    .insert(users)
    .values(
      Array.from({ length: SELLERS }, (_, i) => ({
        email: `seller${i}@bench.test`,
        passwordHash,
        firstName: `Seller${i}`,
        lastName: 'Bench',
        activated: true,
      })),
    )
    .returning({ id: users.id });
  const roleRows = await db.select().from(roles);
  const roleId = (name: string) => roleRows.find((r) => r.name === name)?.id ?? 0;
  if (!admin) throw new Error('bench: admin not created');
  await db
    .insert(userRoles)
    .values([
      { userId: admin.id, roleId: roleId('Administrator') },
      ...sellers.map((s) => ({ userId: s.id, roleId: roleId('Seller') })),
    ]);
  const siteRows = await db
    .insert(sites)
    .values(
      sellers.flatMap((s, i) =>
        Array.from({ length: SITES_PER_SELLER }, (_, j) => ({
          userId: s.id,
          title: `Bench shop ${i}-${j}`,
          domain: `https://shop-${i}-${j}.bench.test`,
          platform: 'shopify',
          verified: true,
        })),
      ),
    )
    .returning({ id: sites.id, userId: sites.userId });

  const insertStart = performance.now();
  for (let start = 0; start < ENTRIES; start += BATCH) {
    await db.insert(balances).values(
      Array.from({ length: Math.min(BATCH, ENTRIES - start) }, (_, k) => {
        const i = start + k;
        const site = siteRows[i % siteRows.length]!;
        const deposit = i % 5 === 0;
        const at = new Date(now.getTime() - ((i * 7919) % ((730 * DAY_MS) / 1000)) * 1000);
        return {
          userId: site.userId,
          siteId: site.id,
          action: deposit ? 'Deposit' : 'Fulfilled',
          status: ['Pending', 'Approved', 'Approved', 'Denied'][i % 4]!,
          amountCents: deposit ? 50_000 + (i % 100) * 100 : 1_000 + (i % 3_000),
          method: deposit ? 'manual' : null,
          transactionId: deposit ? `TXN-${i}` : null,
          orderId: deposit ? null : i,
          createrId: deposit ? site.userId : null,
          updaterId: i % 4 === 1 ? admin.id : null,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  }
  const insertMs = performance.now() - insertStart;
  // Fresh statistics, as autovacuum would gather them on a live database.
  await db.execute('analyze');

  const asAdmin = asAdministrator(database, admin, roleId('Administrator'));
  const variableValues = {
    filter: {
      action: 'Deposit',
      from: new Date(now.getTime() - 365 * DAY_MS).toISOString(),
      to: now.toISOString(),
      offset: 40,
      limit: 20,
    },
  };
  const run = () =>
    asAdmin<{ balances: { count: number; hits: unknown[] } }>(QUERY, variableValues);

  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof run>>['data'] | undefined;
  for (let i = 0; i < RUNS; i++) {
    const { elapsed, data } = await run();
    times.push(elapsed);
    last = data;
  }
  times.sort((a, b) => a - b);
  console.info(
    `inserted ${ENTRIES.toLocaleString('en-US')} entries in ${Math.round(insertMs)} ms; ` +
      `the page matches ${last?.balances.count} entries and shows ${last?.balances.hits.length}`,
  );
  console.info(
    `balances page (100k entries): median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
