// Issue 26's budgets, on the embedded database through the real server over HTTP.
// 1. A CSV import of 5,000 rows end to end (importFromCSV until its job answers done): under 10 s.
// 2. 1,000 shop
// order webhooks delivered in a burst (50 at a time, signed as Shopify signs them) to a seeded
// Shopify site, half of them of a mapped shop variant (they become orders) and half not (external
// orders), while a signed-in seller reads their orders page. Prints how long the burst took to be
// answered and to be worked through, that every order arrived exactly once, and the page's p95
// meanwhile (budget 200 ms). Not part of the tests; scripts/bench.mjs runs it.
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { and, eq, inArray, like } from 'drizzle-orm';
import { DEMO_PASSWORD, startServer } from '../src';
import {
  backgroundJobs,
  externalOrders,
  orders,
  siteVariantMappings,
  sites,
  users,
} from '../src/db/schema';

const WEBHOOKS = 1_000;
const AT_ONCE = 50;
const SECRET = 'bench-shopify-secret';
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'podoffice-bench-webhooks-'));
const server = await startServer({
  port: 0,
  quiet: true,
  dataDir,
  platforms: {
    shopify: { clientId: 'bench', clientSecret: SECRET },
    shopbase: {},
    woocommerce: { appName: 'POD Office' },
  },
});
try {
  const { db } = server;
  const [site] = await db
    .select({ id: sites.id, userId: sites.userId })
    .from(sites)
    .innerJoin(users, eq(users.id, sites.userId))
    .where(and(eq(sites.platform, 'shopify'), eq(users.email, 'seller@podoffice.test')));
  if (!site) throw new Error('no seeded Shopify site of the seller');
  const [variant] = await db
    .select({ id: orders.productTypeVariantId })
    .from(orders)
    .where(eq(orders.personalized, false))
    .limit(1);
  await db.insert(siteVariantMappings).values({
    siteId: site.id,
    originVariantId: '777000',
    productTypeVariantId: variant!.id!,
  });
  const signIn = await fetch(`${server.url}/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      variables: { e: 'seller@podoffice.test', p: DEMO_PASSWORD },
    }),
  });
  const token = ((await signIn.json()) as { data: { login: { token: string } } }).data.login.token;

  // The signed-in seller's orders page, read again and again while the burst lasts.
  let bursting = true;
  // Each read's time, by what ran meanwhile: the CSV import, then the webhook burst.
  let phase = 'csv' as 'csv' | 'webhooks';
  const pageTimes: Record<typeof phase, number[]> = { csv: [], webhooks: [] };
  const reader = (async () => {
    while (bursting) {
      const started = performance.now();
      const res = await fetch(`${server.url}/query`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: `query($f: OrderFilter) { orders(filter: $f) { count hits { id status } aggs { key doc_count } } }`,
          variables: { f: { site_ids: [String(site.id)], limit: 20 } },
        }),
      });
      await res.text();
      pageTimes[phase].push(performance.now() - started);
    }
  })();

  // 1. A CSV import of 5,000 rows into the seller's import site, from the call until its job is done.
  const [csvSite] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.platform, 'import'), eq(sites.userId, site.userId)));
  const gql = async <T>(query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${server.url}/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data: T; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors[0]!.message);
    return body.data;
  };
  const rows = Array.from({ length: Number(process.env.BENCH_CSV_ROWS ?? 5_000) }, (_, i) => ({
    row: i + 2,
    orderNumber: `BENCH-CSV-${i}`,
    variantID: String(variant!.id),
    shippingMethod: 'Standard',
    quantity: '1',
    shipping: {
      firstName: 'Bench',
      lastName: 'Buyer',
      address1: '1 Way',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      countryCode: 'US',
      email: `b${i}@example.com`,
    },
  }));
  const importStarted = performance.now();
  const { importFromCSV } = await gql<{ importFromCSV: { id: string } }>(
    `mutation($s: ID!, $i: [CsvOrderRowInput!]!) { importFromCSV(site_id: $s, input: $i, origin_name: "bench.csv") { id } }`,
    { s: String(csvSite!.id), i: rows },
  );
  let imported: { status: string; result: string | null } | undefined;
  while (!imported || imported.status === 'queued' || imported.status === 'running') {
    await sleep(50);
    imported = (
      await gql<{ job: { status: string; result: string | null } }>(
        'query($id: ID!) { job(id: $id) { status result } }',
        { id: importFromCSV.id },
      )
    ).job;
  }
  console.log(
    `CSV import of 5,000 rows end to end: ${((performance.now() - importStarted) / 1000).toFixed(1)} s (${imported.status}: ${imported.result})`,
  );

  // 2. The webhook burst.
  phase = 'webhooks';
  const stamp = Date.now();
  const send = async (i: number) => {
    const body = JSON.stringify({
      // A shop's order id: a safe integer (Shopify's are 13 digits).
      id: (stamp % 1_000_000) * 10_000 + i,
      name: `#B${i}`,
      email: `shopper${i}@example.com`,
      created_at: new Date().toISOString(),
      shipping_address: {
        first_name: 'Bench',
        last_name: `Shopper ${i}`,
        address1: '1 Way',
        city: 'Austin',
        province_code: 'TX',
        zip: '78701',
        country_code: 'US',
      },
      line_items: [
        {
          id: i + 1,
          variant_id: i % 2 === 0 ? 777000 : 888000 + i,
          title: 'Bench Tee',
          quantity: 1,
          price: '15.00',
        },
      ],
    });
    const res = await fetch(`${server.url}/webhooks/shopify/${site.id}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'orders/create',
        'x-shopify-webhook-id': randomUUID(),
        'x-shopify-hmac-sha256': createHmac('sha256', SECRET).update(body).digest('base64'),
      },
      body,
    });
    await res.text();
    if (res.status !== 200) throw new Error(`webhook ${i} answered ${res.status}`);
  };

  // How late the event loop ran meanwhile: a request cannot even be read while it is behind.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const began = performance.now();
  for (let start = 0; start < WEBHOOKS; start += AT_ONCE) {
    await Promise.all(
      Array.from({ length: Math.min(AT_ONCE, WEBHOOKS - start) }, (_, k) => send(start + k)),
    );
  }
  const answered = performance.now() - began;
  loopDelay.disable();
  const ms = (ns: number) => (ns / 1e6).toFixed(0);
  console.log(
    `event loop delay while the burst was sent: p50 ${ms(loopDelay.percentile(50))} ms, p95 ${ms(loopDelay.percentile(95))} ms, max ${ms(loopDelay.max)} ms`,
  );
  for (;;) {
    const live = await db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(
        and(
          eq(backgroundJobs.kind, 'shop-order'),
          inArray(backgroundJobs.status, ['queued', 'running', 'retrying']),
        ),
      );
    if (live.length === 0) break;
    await sleep(100);
  }
  const drained = performance.now() - began;
  bursting = false;
  await reader;

  const made = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.siteId, site.id), like(orders.originNumber, '#B%')));
  const waiting = await db
    .select({ id: externalOrders.id })
    .from(externalOrders)
    .where(and(eq(externalOrders.siteId, site.id), like(externalOrders.orderNumber, '#B%')));
  const sortedOf = (times: number[]) => [...times].sort((a, b) => a - b);
  const summary = (times: number[]) =>
    `${times.length} reads, median ${percentile(sortedOf(times), 50).toFixed(0)} ms p95 ${percentile(sortedOf(times), 95).toFixed(0)} ms`;
  const once = made.length === WEBHOOKS / 2 && waiting.length === WEBHOOKS / 2;
  console.log(
    `webhook burst of ${WEBHOOKS} (${AT_ONCE} at a time): answered in ${(answered / 1000).toFixed(1)} s, worked through in ${(drained / 1000).toFixed(1)} s; ` +
      `${made.length} orders and ${waiting.length} external orders (${once ? 'each exactly once' : 'NOT each once'})`,
  );
  console.log(
    `signed-in orders page during the CSV import: ${summary(pageTimes.csv)}; during the burst: ${summary(pageTimes.webhooks)}` +
      ` (load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')})`,
  );
  if (!once) process.exitCode = 1;
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
