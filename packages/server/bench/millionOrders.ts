// Issue 29: every orders view and dashboard over a million orders on PostgreSQL.
//   npm run bench -- --orders 1000000 --database postgres://user@host:5432/db
// fills a database beside the one named (`<db>_bench_<orders>`; kept, and reused by the next run
// unless --refill), then times the app's own Orders, Dashboard and SupplierStats documents:
// in process (p50/p95 and the rows the statements scanned, from EXPLAIN ANALYZE), over HTTP with
// one client, and over HTTP with 20 clients at once, with the CPU time the API processes and the
// database's backends spent per call. Without --database it fills a throwaway embedded database.
// Not part of the tests; it reports, it does not fail.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { inArray } from 'drizzle-orm';
import { parse, print, separateOperations } from 'graphql';
import pg from 'pg';
import { startServer } from '../src';
import { signSessionToken } from '../src/auth/jwt';
import { openDatabase, type OpenDatabase } from '../src/db/client';
import { roles, users } from '../src/db/schema';
import { seed } from '../src/seed/seed';
import { asUser } from './asAdministrator';
import { BENCH_EMAILS, fillOrders } from './fillOrders';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    database: { type: 'string' },
    refill: { type: 'boolean', default: false },
    runs: { type: 'string', default: '40' },
    clients: { type: 'string', default: '20' },
    // API processes over HTTP (PostgreSQL only): the clients spread over them, as a load balancer.
    processes: { type: 'string', default: '1' },
    // A folder where each API process writes its CPU profile (node --cpu-prof), to see where
    // its time goes under the clients.
    'cpu-prof': { type: 'string' },
  },
});
const ORDERS = Number(args.orders);
const RUNS = Number(args.runs);
const CLIENTS = Number(args.clients);
const PROCESSES = Number(args.processes);
const WARM_UP_ROUNDS = 3;
if (!Number.isSafeInteger(ORDERS) || ORDERS < 1000) throw new Error('--orders: at least 1000');

const root = path.resolve(import.meta.dirname, '../../features/src');
/** One operation of the app's documents, with the fragments it uses: what the screen sends. */
function operation(file: string, name: string): string {
  const document = separateOperations(parse(readFileSync(path.join(root, file), 'utf8')))[name];
  if (!document) throw new Error(`${name} is not in ${file}`);
  return print(document);
}
const ORDERS_PAGE = operation('orders/api/Orders.graphql', 'Orders');
const DASHBOARD = operation('dashboard/api/Dashboard.graphql', 'Dashboard');
const SUPPLIER_STATS = operation('dashboard/api/SupplierDashboard.graphql', 'SupplierStats');
const SUPPLIER_TRANSACTIONS = operation(
  'dashboard/api/SupplierDashboard.graphql',
  'SupplierTransactions',
);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const fmt = (n: number) => n.toFixed(1).padStart(6);
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const load = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

type Who = 'admin' | 'seller' | 'supplier';
interface View {
  name: string;
  who: Who;
  query: string;
  variables: Record<string, unknown>;
}

/** The issue's views (first page + tab counts) and every dashboard, as the screens call them. */
function viewsOf(ids: { sellerId: number; supplierId: number }): View[] {
  const list = (name: string, filter: Record<string, unknown>, who: Who = 'admin'): View => ({
    name,
    who,
    query: ORDERS_PAGE,
    variables: { filter: { api_order: false, limit: 20, offset: 0, ...filter } },
  });
  return [
    list('default: last 7 days, All', { from: day(-6), to: day(0) }),
    list('last 30 days', { from: day(-29), to: day(0) }),
    list('by seller, any time', { seller_ids: [String(ids.sellerId)] }),
    list('last 365 days', { from: day(-364), to: day(0) }),
    list('search "express" over shipping method', { search: 'express', field: 'method_title' }),
    list('by supplier, any time', { supplier_ids: [String(ids.supplierId)] }),
    list("a seller's own list, last 7 days", { from: day(-6), to: day(0) }, 'seller'),
    list("a supplier's own list, any time", {}, 'supplier'),
    { name: 'seller dashboard', who: 'seller', query: DASHBOARD, variables: {} },
    { name: 'admin dashboard', who: 'admin', query: DASHBOARD, variables: {} },
    {
      name: 'supplier dashboard: internal orders',
      who: 'supplier',
      query: DASHBOARD,
      variables: {},
    },
    {
      name: 'supplier stats, own, last 30 days',
      who: 'supplier',
      query: SUPPLIER_STATS,
      variables: { filter: { from: day(-29), to: day(0) } },
    },
    {
      name: 'supplier transactions, own',
      who: 'supplier',
      query: SUPPLIER_TRANSACTIONS,
      variables: { filter: {} },
    },
    {
      name: 'supplier stats, every supplier, a year by month',
      who: 'admin',
      query: SUPPLIER_STATS,
      variables: { filter: { from: day(-364), to: day(0), agg_by: 'month' } },
    },
  ];
}

/** A database beside the one named, filled once and reused (unless --refill). */
async function benchDatabase(url: string): Promise<{ url: string; fresh: boolean }> {
  const target = new URL(url);
  const name = `${target.pathname.slice(1) || 'postgres'}_bench_${ORDERS}`;
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const exists =
      (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    target.pathname = `/${name}`;
    if (exists && !args.refill) {
      const bench = new pg.Client({ connectionString: target.toString() });
      await bench.connect();
      const filled = await bench
        .query<{ n: string }>('select sum(n) as n from order_status_counts')
        .then((r) => Number(r.rows[0]?.n ?? 0))
        .catch(() => 0)
        .finally(() => bench.end());
      if (filled === ORDERS) return { url: target.toString(), fresh: false };
    }
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
    return { url: target.toString(), fresh: true };
  } finally {
    await client.end();
  }
}

/**
 * CPU seconds the database's backends have used, read from /proc (a database on this machine;
 * null elsewhere): the backends of the bench database at the time, by pid.
 */
async function backendCpu(client: pg.Client | null): Promise<Map<number, number> | null> {
  if (!client) return null;
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const seconds = new Map<number, number>();
  for (const { pid } of rows) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (stat === null) return null;
    // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
  }
  return seconds;
}

/**
 * CPU seconds between two readings of backendCpu: a backend opened in between (the API's pools
 * grow under the clients) counts whole; one closed in between is lost.
 */
function cpuBetween(before: Map<number, number> | null, after: Map<number, number> | null) {
  if (!before || !after) return null;
  let used = 0;
  for (const [pid, seconds] of after) used += seconds - (before.get(pid) ?? 0);
  return used;
}

/** Rows the plan's scans read (index entries or table rows, with those a filter then removed). */
function rowsScanned(plan: Record<string, unknown>): number {
  const own = /Scan/.test(String(plan['Node Type']))
    ? (Number(plan['Actual Rows'] ?? 0) + Number(plan['Rows Removed by Filter'] ?? 0)) *
      Number(plan['Actual Loops'] ?? 1)
    : 0;
  const children = (plan['Plans'] as Record<string, unknown>[] | undefined) ?? [];
  return own + children.reduce((sum, child) => sum + rowsScanned(child), 0);
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'podoffice-bench-million-'));
  const target = args.database ? await benchDatabase(args.database) : null;
  const executed: { text: string; params: unknown[] }[] = [];
  let recording = false;
  let database: OpenDatabase | undefined;
  // The plans' reader, and the reader of the backends' CPU time, on PostgreSQL.
  let explainer: pg.Client | null = null;
  try {
    database = await openDatabase(
      {
        dataDir,
        databaseUrl: target?.url,
        onQuery: ((text: string, params: unknown[]) => {
          if (recording) executed.push({ text, params });
        }) as (sql: string) => void,
      },
      (db) => seed(db, { demo: false, now: new Date() }),
    );
    if (!target || target.fresh) {
      const started = performance.now();
      await fillOrders(database, {
        orders: ORDERS,
        progress: (done, total, step) => {
          const seconds = ((performance.now() - started) / 1000).toFixed(0);
          process.stderr.write(
            `\rfilling: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} orders, ${step}, ${seconds} s`.padEnd(
              100,
            ),
          );
        },
      });
      process.stderr.write('\n');
      console.log(
        `filled ${ORDERS.toLocaleString('en-US')} orders in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    } else {
      console.log(`reusing ${new URL(target.url).pathname.slice(1)} (${ORDERS} orders)`);
    }
    const { db } = database;
    const people = await db
      .select()
      .from(users)
      .where(inArray(users.email, Object.values(BENCH_EMAILS)));
    const roleRows = await db.select().from(roles);
    const roleId = (name: string) => roleRows.find((r) => r.name === name)!.id;
    const person = (who: Who) => people.find((p) => p.email === BENCH_EMAILS[who])!;
    const [seller, supplier] = [person('seller'), person('supplier')];
    const roleOf: Record<Who, string> = {
      admin: 'Administrator',
      seller: 'Seller',
      supplier: 'Supplier',
    };
    const views = viewsOf({ sellerId: seller.id, supplierId: supplier.id });
    const callers = Object.fromEntries(
      (['admin', 'seller', 'supplier'] as const).map((who) => [
        who,
        asUser(database!, person(who), roleId(roleOf[who]), roleOf[who]),
      ]),
    ) as Record<Who, ReturnType<typeof asUser>>;
    explainer = database.kind === 'postgres' ? new pg.Client(target!.url) : null;
    await explainer?.connect();

    console.log(
      `\n${ORDERS.toLocaleString('en-US')} orders on ${database.kind}; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${load()}`,
    );
    console.log(
      `in process, ${RUNS} calls each: p50 / p95 ms, the statements of a call and the rows they scanned`,
    );
    // Every view a few times first: the first view timed no longer pays for compiling the code
    // all of them run (the week's view was timed slower than the year's).
    for (let round = 0; round < WARM_UP_ROUNDS; round++) {
      for (const view of views) await callers[view.who](view.query, view.variables);
    }
    for (const view of views) {
      const call = callers[view.who];
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push((await call(view.query, view.variables)).elapsed);
      executed.length = 0;
      recording = true;
      await call(view.query, view.variables);
      recording = false;
      const statements = executed.length;
      let scanned = 0;
      for (const statement of executed.filter(
        (e) => /^\s*select/i.test(e.text) && !/set_config/.test(e.text),
      )) {
        if (!explainer) break;
        const result = await explainer.query(
          `explain (analyze, format json) ${statement.text}`,
          statement.params as never,
        );
        const plan = (result.rows[0] as { 'QUERY PLAN': { Plan: Record<string, unknown> }[] })[
          'QUERY PLAN'
        ][0]!.Plan;
        scanned += rowsScanned(plan);
      }
      console.log(
        `  ${view.name.padEnd(48)} ${fmt(percentile(times, 50))} / ${fmt(percentile(times, 95))} ms   ${String(statements).padStart(2)} statements${explainer ? `, ${scanned.toLocaleString('en-US')} rows scanned` : ''}`,
      );
    }

    // Over HTTP: the real server on the same database, the callers' tokens signed with its secret.
    // On PostgreSQL the API runs in processes of its own, so the clients' work is not on its event
    // loop. The embedded database is one process's: closed here, opened again by the server here.
    if (!target) {
      await database.close();
      database = undefined;
    }
    const jwtSecret = 'bench-million-orders-secret-of-enough-length';
    const server = target
      ? null
      : await startServer({ port: 0, quiet: true, dataDir, jwtSecret, seedDemo: false });
    const apis: ChildProcess[] = [];
    const urls = server ? [server.url] : [];
    for (let i = 0; target && i < PROCESSES; i++) {
      const child = fork(path.join(import.meta.dirname, 'apiProcess.ts'), {
        execArgv: [
          '--import',
          'tsx',
          '--conditions=@podoffice/source',
          // As `npm start` runs the server (scripts/start.mjs).
          '--max-semi-space-size=32',
          ...(args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : []),
        ],
        env: {
          ...process.env,
          BENCH_DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'podoffice-bench-api-')),
          DATABASE_URL: target.url,
          JWT_SECRET: jwtSecret,
          NODE_ENV: 'production',
        },
      });
      apis.push(child);
      urls.push(
        await new Promise<string>((resolve) => child.once('message', (m) => resolve(String(m)))),
      );
    }
    /** CPU seconds the API processes have used so far (null: the API is this process). */
    const apiCpu = async () =>
      apis.length === 0
        ? null
        : (
            await Promise.all(
              apis.map(
                (child) =>
                  new Promise<number>((resolve) => {
                    const answer = (m: unknown) => {
                      const cpu = (m as { cpu?: NodeJS.CpuUsage }).cpu;
                      if (!cpu) return;
                      child.off('message', answer);
                      resolve((cpu.user + cpu.system) / 1e6);
                    };
                    child.on('message', answer);
                    child.send('cpu');
                  }),
              ),
            )
          ).reduce((a, b) => a + b, 0);
    try {
      const key = new TextEncoder().encode(jwtSecret);
      const tokens = Object.fromEntries(
        await Promise.all(
          (['admin', 'seller', 'supplier'] as const).map(async (who) => [
            who,
            (
              await signSessionToken(
                { userId: person(who).id, version: person(who).tokenVersion },
                key,
                3600,
                new Date(),
              )
            ).token,
          ]),
        ),
      ) as Record<Who, string>;
      // The clients share the machine's two cores with the API and the database (a user's browser
      // would not): node's own HTTP client with kept-alive connections, whose work a call is about
      // half of fetch's, so the figures are less of the bench's own making.
      const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
      const post = (view: View, url = urls[0]!) => {
        const started = performance.now();
        const body = JSON.stringify({ query: view.query, variables: view.variables });
        return new Promise<number>((resolve, reject) => {
          const req = http.request(
            `${url}/query`,
            {
              method: 'POST',
              agent,
              headers: {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(body),
                authorization: `Bearer ${tokens[view.who]}`,
              },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('error', reject);
              res.on('end', () => {
                const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
                  errors?: { message: string }[];
                };
                if (answer.errors?.length) {
                  reject(new Error(`${view.name}: ${answer.errors[0]!.message}`));
                } else resolve(performance.now() - started);
              });
            },
          );
          req.on('error', reject);
          req.end(body);
        });
      };
      const single = new Map<string, number[]>();
      for (let round = 0; round < WARM_UP_ROUNDS; round++) {
        for (const view of views) await Promise.all(urls.map((url) => post(view, url)));
      }
      for (const view of views) {
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) times.push(await post(view));
        single.set(view.name, times);
      }
      // 20 clients at once, each sending the whole mix in its own order, RUNS / 4 times.
      const loaded = new Map<string, number[]>(views.map((v) => [v.name, []]));
      const loadBefore = load();
      const [apiBefore, databaseBefore] = [await apiCpu(), await backendCpu(explainer)];
      const clientsBefore = process.cpuUsage();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          for (let round = 0; round < Math.max(1, RUNS / 4); round++) {
            for (let i = 0; i < views.length; i++) {
              const view = views[(i + client + round) % views.length]!;
              loaded.get(view.name)!.push(await post(view, urls[client % urls.length]));
            }
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const clientsUsed = process.cpuUsage(clientsBefore);
      const [apiAfter, databaseAfter] = [await apiCpu(), await backendCpu(explainer)];
      const all = [...loaded.values()].flat();
      console.log(
        `\nover HTTP: p50 / p95 ms with one client (${RUNS} calls each) | with ${CLIENTS} clients at once over ${urls.length} API process${urls.length > 1 ? 'es' : ''}`,
      );
      for (const view of views) {
        const one = single.get(view.name)!;
        const many = loaded.get(view.name)!;
        console.log(
          `  ${view.name.padEnd(48)} ${fmt(percentile(one, 50))} / ${fmt(percentile(one, 95))} ms | ${fmt(percentile(many, 50))} / ${fmt(percentile(many, 95))} ms`,
        );
      }
      console.log(
        `${CLIENTS} clients over HTTP: ${all.length} calls in ${seconds.toFixed(1)} s (${(all.length / seconds).toFixed(0)} a second), p50 ${percentile(all, 50).toFixed(1)} ms p95 ${percentile(all, 95).toFixed(1)} ms; ${loadBefore} before, ${load()} after`,
      );
      const perCall = (used: number | null) =>
        used === null ? 'n/a' : `${((used * 1000) / all.length).toFixed(1)} ms`;
      const databaseUsed = cpuBetween(databaseBefore, databaseAfter);
      console.log(
        `CPU per call meanwhile: API ${perCall(apiBefore === null ? null : apiAfter! - apiBefore)}, database ${perCall(databaseUsed)}, ${server ? 'this process (the clients and the API)' : "the bench's clients"} ${perCall((clientsUsed.user + clientsUsed.system) / 1e6)}`,
      );
      agent.destroy();
    } finally {
      for (const child of apis) child.disconnect();
      await server?.close();
    }
  } finally {
    await explainer?.end();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
