// A seller's orders page while heavy list requests arrive (issue 23 §3; DESIGN.md: a normal request
// stays under 200 ms at p95). Starts the real server on a fresh demo data folder, then times the
// seller's orders page idle and while four loops send the attack of the issue: ten aliased variant
// grids of the 2,000-variant type in one request, and, separately, one grid per request. Runs once
// with the list cost estimate lifted (the server before it) and once with it. Prints p50/p95 in ms.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, startServer, type StartServerOptions } from '../src';
import { productTypes } from '../src/db/schema';
import { GRID_PRODUCT_TYPE_SKU } from '../src/seed/productTypes';

const IDLE_SAMPLES = 40;
const LOOPS = 4;
const LOADED_MS = 8_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const fmt = (n: number) => n.toFixed(1);

async function run(label: string, options: Pick<StartServerOptions, 'listCost'>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'podoffice-bench-lists-'));
  const server = await startServer({ port: 0, quiet: true, dataDir, ...options });
  const endpoint = `${server.url}/query`;
  const post = async (query: string, token: string, variables: object = {}) => {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return res.text();
  };
  const signIn = async (email: string) => {
    const text = await post(
      'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      '',
      { e: email, p: DEMO_PASSWORD },
    );
    const token = (JSON.parse(text) as { data?: { login?: { token: string } } }).data?.login?.token;
    if (!token) throw new Error(`${email} could not sign in`);
    return token;
  };
  try {
    const [grid] = await server.db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(eq(productTypes.sku, GRID_PRODUCT_TYPE_SKU));
    const attacker = await signIn('seller2@podoffice.test');
    const seller = await signIn('seller@podoffice.test');
    const GRID = `productTypeById(id: "${grid!.id}") { variants { id sku retail_cost sale_cost base_cost
      supplier_costs { user_id cost selected } carrier_costs { carrier_id cost default }
      partner_variants { id partner_variant_id sku } } }`;
    const TEN = `{ ${Array.from({ length: 10 }, (_, i) => `a${i}: ${GRID}`).join(' ')} }`;
    const ORDERS = '{ orders(filter: { limit: 20 }) { count hits { id status price quantity } } }';
    const timedOrders = async () => {
      const started = performance.now();
      await post(ORDERS, seller);
      return performance.now() - started;
    };

    const idle: number[] = [];
    for (let i = 0; i < IDLE_SAMPLES; i++) idle.push(await timedOrders());
    console.log(
      `${label}: orders page idle: p50 ${fmt(percentile(idle, 50))} ms, p95 ${fmt(percentile(idle, 95))} ms`,
    );

    for (const [what, query] of [
      ['ten aliased grids a request', TEN],
      ['one grid a request', `{ ${GRID} }`],
    ] as const) {
      let stop = false;
      let heavy = 0;
      let bytes = 0;
      const loops = Array.from({ length: LOOPS }, async () => {
        while (!stop) {
          const answer = await post(query, attacker);
          bytes += answer.length;
          heavy += 1;
        }
      });
      const during: number[] = [];
      const until = performance.now() + LOADED_MS;
      while (performance.now() < until) during.push(await timedOrders());
      stop = true;
      await Promise.all(loops);
      console.log(
        `${label}: orders page while ${LOOPS} loops send ${what}: p50 ${fmt(percentile(during, 50))} ms, ` +
          `p95 ${fmt(percentile(during, 95))} ms (${during.length} pages; ${heavy} heavy answers, ` +
          `${fmt(bytes / Math.max(heavy, 1) / 1024)} kB each)`,
      );
    }
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await run('without the list cost estimate', {
  listCost: {
    max: Number.POSITIVE_INFINITY,
    answerBytesMax: Number.POSITIVE_INFINITY,
    heavy: Number.POSITIVE_INFINITY,
  },
});
await run('with the list cost estimate', {});
