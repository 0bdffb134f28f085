// Times the orders page over 100,000 orders (issue 12): one call with a filter, a search, the tabs'
// counts and a page of 20, on a fresh embedded database, and on PostgreSQL too when
// TEST_DATABASE_URL is set (in a throwaway database beside it). Prints p50 and p95 and the query
// plans' index use. Not part of the tests; scripts/bench.mjs runs it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { seed } from '../src/seed/seed';
import { asAdministrator } from './asAdministrator';
import { BENCH_ORDERS as ORDERS, fillOrders as fill } from './fillOrders';

const RUNS = 60;

const PAGE = `query Orders($filter: OrderFilter) {
  orders(filter: $filter) {
    count
    aggs { key doc_count }
    hits { id origin_id origin_number status price quantity base_cost shipping_cost created_at
      product_name product_sku partner_error
      site { id title } supplier { id first_name } customer { id email }
      shipping { first_name last_name method_title } tracking { tracking_code } }
  }
}`;

// The supplier dashboard's series (one grouped query; the product types come from one batch).
const SUPPLIER_STATS = `query S($filter: SupplierStatsFilter!) {
  supplierStats(filter: $filter) {
    count
    aggregations {
      revenue { value }
      top_product_types { product_types { sum_other_doc_count buckets { key doc_count product_type { title sku } } } }
      period { buckets { key_as_string revenue { value } } }
    }
  }
}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Executed {
  text: string;
  params: unknown[];
}

async function run(label: string, target: { dataDir: string; databaseUrl?: string }) {
  const executed: Executed[] = [];
  let recording = false;
  const database = await openDatabase(
    {
      ...target,
      onQuery: ((text: string, params: unknown[]) => {
        if (recording) executed.push({ text, params });
      }) as (sql: string) => void,
    },
    (db) => seed(db, { demo: false, now: new Date() }),
  );
  try {
    const filled = await fill(database);
    const asAdmin = asAdministrator(database, filled.admin, filled.adminRoleId);
    // The screens' requests: the default tab of the last 7 days, a status tab, a seller's site, the
    // staff popover's product type and supplier, searches by field and by any, a later page. Each
    // leaves api sites' orders out, as the orders screen's call does.
    const shapes: [string, Record<string, unknown>][] = [
      ['last 7 days, All tab', { from: day(-6), to: day(0), limit: 20 }],
      ['last 30 days, Ready tab', { from: day(-29), to: day(0), status: ['ready'], limit: 20 }],
      ['one site, last 7 days', { site_ids: [String(filled.siteId)], from: day(-6), to: day(0) }],
      [
        'type + supplier, Fulfilled tab',
        {
          product_type_ids: [String(filled.typeId)],
          supplier_ids: [String(filled.supplierId)],
          status: ['fulfilled'],
        },
      ],
      ['search any: an email', { search: 'buyer1234@', field: 'all' }],
      [
        'search origin_number, 30 days',
        { search: '#5123', field: 'origin_number', from: day(-29), to: day(0) },
      ],
      [
        'search method_title, 7 days',
        { search: 'express', field: 'method_title', from: day(-6), to: day(0) },
      ],
      ['no date, Processing tab, page 11', { status: ['processing'], offset: 200 }],
      ['any time, All tab (every order counted)', {}],
    ];
    const filters = shapes.map(([name, filter]): [string, Record<string, unknown>] => [
      name,
      { api_order: false, ...filter },
    ]);
    for (const [, filter] of filters) await asAdmin(PAGE, { filter });
    const byFilter = new Map<string, number[]>();
    const all: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      for (const [name, filter] of filters) {
        const { elapsed } = await asAdmin(PAGE, { filter });
        all.push(elapsed);
        byFilter.set(name, [...(byFilter.get(name) ?? []), elapsed]);
      }
    }
    all.sort((a, b) => a - b);
    console.log(
      `${label}: ${ORDERS.toLocaleString('en-US')} orders inserted in ${(filled.insertMs / 1000).toFixed(1)} s`,
    );
    for (const [name, times] of byFilter) {
      times.sort((a, b) => a - b);
      console.log(
        `  ${name.padEnd(40)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
      );
    }
    console.log(
      `${label} orders page (filter, search, tab counts, 20 rows; ${all.length} calls) p50 ${percentile(all, 50).toFixed(1)} ms p95 ${percentile(all, 95).toFixed(1)} ms`,
    );

    // The plans of one page's two statements (the page, the counts per status), for four filters;
    // the last counts every order from order_status_counts.
    const client = (database.db as unknown as { $client: pg.Pool | { query: pg.Pool['query'] } })
      .$client;
    for (const index of [0, 4, 6, 8]) {
      const [name, filter] = filters[index]!;
      executed.length = 0;
      recording = true;
      await asAdmin(PAGE, { filter });
      recording = false;
      const statements = executed
        .filter((e) => /from "(orders|order_status_counts)"/.test(e.text))
        .slice(0, 2);
      console.log(`  plan: ${name}`);
      for (const statement of statements) {
        const result = await client.query(`explain ${statement.text}`, statement.params as never);
        const lines = (result.rows as Record<string, string>[]).map((r) => r['QUERY PLAN']!);
        const used = lines.filter((l) => /Index|Seq Scan|Bitmap/.test(l)).map((l) => l.trim());
        const kind = /group by/i.test(statement.text) ? 'counts' : 'page';
        console.log(`    ${kind}: ${used.map((l) => l.replace(/\s+\(cost.*$/, '')).join(' | ')}`);
      }
    }

    // The supplier dashboard: one supplier's last 30 days (by week) and a year of every
    // supplier's orders (by month, the widest grouping a dashboard asks for).
    const statsFilters: [string, Record<string, unknown>][] = [
      [
        'one supplier, last 30 days',
        { from: day(-29), to: day(0), supplier_id: String(filled.supplierId) },
      ],
      ['every supplier, a year by month', { from: day(-364), to: day(0) }],
    ];
    for (const [name, filter] of statsFilters) {
      await asAdmin(SUPPLIER_STATS, { filter });
      const times: number[] = [];
      for (let i = 0; i < RUNS / 3; i++)
        times.push((await asAdmin(SUPPLIER_STATS, { filter })).elapsed);
      times.sort((a, b) => a - b);
      executed.length = 0;
      recording = true;
      await asAdmin(SUPPLIER_STATS, { filter });
      recording = false;
      const grouped = executed.find((e) => /date_trunc/.test(e.text));
      let plan = '';
      if (grouped) {
        const result = await client.query(`explain ${grouped.text}`, grouped.params as never);
        plan = (result.rows as Record<string, string>[])
          .map((r) => r['QUERY PLAN']!)
          .filter((l) => /Index|Seq Scan|Bitmap/.test(l))
          .map((l) => l.trim().replace(/\s+\(cost.*$/, ''))
          .join(' | ');
      }
      console.log(
        `  supplierStats ${name.padEnd(32)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms   plan: ${plan}`,
      );
    }
  } finally {
    await database.close();
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'podoffice-bench-orders-'));
try {
  await run('pglite', { dataDir });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  const url = new URL(postgresUrl);
  const name = `${url.pathname.slice(1)}_bench_orders`;
  const maintenanceUrl = new URL(postgresUrl);
  maintenanceUrl.pathname = '/postgres';
  const maintenance = new pg.Client({ connectionString: maintenanceUrl.toString() });
  await maintenance.connect();
  await maintenance.query(`drop database if exists "${name}" with (force)`);
  await maintenance.query(`create database "${name}"`);
  url.pathname = `/${name}`;
  const pgDir = await mkdtemp(path.join(os.tmpdir(), 'podoffice-bench-orders-pg-'));
  try {
    await run('postgres', { dataDir: pgDir, databaseUrl: url.toString() });
  } finally {
    await maintenance.query(`drop database if exists "${name}" with (force)`);
    await maintenance.end();
    await rm(pgDir, { recursive: true, force: true });
  }
}
