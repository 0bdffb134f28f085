import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  ORDER_REFUSALS,
  SERVER_MESSAGES,
  TRACKING_MESSAGES as M,
  TRACKING_STATUSES,
  USER_ROLES,
  orderIdLabel,
} from '@podoffice/domain';
import { carriers, orders, productTypeCarriers, sites, trackings } from '../src/db/schema';
import { startFakePlatforms, type FakePlatforms } from '../src/demo/fakes';
import { startFakeTrackingMore, type FakeTrackingMore } from '../src/demo/fakes/trackingMore';
import { demoEmail, startTestApi, type TestApi } from './harness';

// Issue 24, trackings (spec 2 §2 /orders/trackings, §3, §4 Tracking, §5, §7, §8): the list with its
// ten tabs' counts by role, Add/Edit tracking by the state machine, the tracking CSV import as a
// job, Re-submit, Update, Re push, the export, and the outside work: the fake tracking service
// registers and moves numbers, and the fake shops record the fulfilments the sync job sends.

const LIST = `query List($filter: TrackingFilter) {
  trackingList(filter: $filter) {
    count
    aggs { key doc_count }
    hits { id order_id tracking_code status submitted fulfilment_id push_error service_error
      carrier { id name url } order { id site { id platform } supplier { id } } }
  }
}`;
const ADD = `mutation Add($order_id: ID!, $carrier_id: ID!, $tracking_code: String!, $base_cost: Float, $shipping_cost: Float, $resubmit: Boolean) {
  addTracking(order_id: $order_id, carrier_id: $carrier_id, tracking_code: $tracking_code, base_cost: $base_cost, shipping_cost: $shipping_cost, resubmit: $resubmit)
}`;
const LOGS = `query Logs($id: ID!) { trackingLogs(id: $id) { id status message created_at } }`;
const IMPORT = `mutation Import($input: [TrackingImportRow!]!) { importTracking(input: $input) { id status } }`;
const JOB = `query Job($id: ID!) { job(id: $id) { id status done total error result } }`;
const RETRACK = `mutation ReTrack($id: ID!) { reTrack(id: $id) { id status } }`;
const RESUBMIT = `mutation ReSubmit($id: ID!) { reSubmitTrackingMore(id: $id) { id submitted service_error } }`;
const REPUSH = `mutation RePush($id: ID!) { rePushTracking(id: $id) { id fulfilment_id push_error } }`;
const EXPORT = `mutation Export($filter: TrackingFilter, $emails: [String!]!) { exportTracking(filter: $filter, emails: $emails) { id } }`;
const DOWNLOAD = `mutation Download($rows: [TrackingDownloadRow!]!) { downloadTracking(trackings: $rows) }`;
const SETTING = `mutation Setting($apiKey: String!, $limitTime: Int!) { settingTrackingMore(apiKey: $apiKey, limitTime: $limitTime, unit: hour) }`;

const API_KEY = 'tm-test-key';
const WEBHOOK_SECRET = 'tm-webhook-secret';

let fakes: FakePlatforms;
let service: FakeTrackingMore;
let api: TestApi;
let admin: string;
let supplier: string;
let seller: string;
let supplierId: number;

interface Job {
  id: string;
  status: string;
  done: number;
  total: number | null;
  error: string | null;
  result: string | null;
}

beforeAll(async () => {
  [fakes, service] = await Promise.all([
    startFakePlatforms(),
    startFakeTrackingMore({ apiKey: API_KEY, stepMs: 0 }),
  ]);
  api = await startTestApi({
    platforms: fakes.config(),
    trackings: { baseUrl: service.url, webhookSecret: WEBHOOK_SECRET, syncSeconds: 1 },
  });
  [admin, supplier, seller] = await Promise.all([
    api.tokenFor(demoEmail('Administrator')),
    api.tokenFor(demoEmail('Supplier')),
    api.tokenFor(demoEmail('Seller')),
  ]);
  supplierId = await api.idOf(demoEmail('Supplier'));
  await api.ok(SETTING, { apiKey: API_KEY, limitTime: 0 }, admin);
});
afterAll(async () => {
  await api?.close();
  await Promise.all([fakes?.close(), service?.close()]);
});

/** Waits until `check` answers something truthy (the sync job works in the background). */
async function until<T>(
  check: () => Promise<T | undefined | null | false | ''>,
  what: string,
  within = 20_000,
): Promise<T> {
  const deadline = Date.now() + within;
  for (;;) {
    const value = await check();
    if (value) return value as T;
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function finished(token: string, id: string): Promise<Job> {
  return until(async () => {
    const { job } = await api.ok<{ job: Job }>(JOB, { id }, token);
    return job.status === 'done' || job.status === 'failed' ? job : undefined;
  }, `job ${id}`);
}

const trackingOf = async (orderId: number) =>
  (await api.server.db.select().from(trackings).where(eq(trackings.orderId, orderId)))[0];

/** Orders of a platform without a tracking, in a status, optionally the demo supplier's. */
async function ordersWithout(
  platform: string,
  status: string,
  mine: boolean,
  n = 1,
): Promise<{ id: number; originId: string; productTypeId: number; host: string }[]> {
  const rows = await api.server.db
    .select({
      id: orders.id,
      originId: orders.originId,
      productTypeId: orders.productTypeId,
      domain: sites.domain,
    })
    .from(orders)
    .innerJoin(sites, eq(sites.id, orders.siteId))
    .leftJoin(trackings, eq(trackings.orderId, orders.id))
    .where(
      and(
        eq(sites.platform, platform),
        eq(sites.verified, true),
        eq(orders.status, status),
        isNull(trackings.id),
        mine
          ? eq(orders.supplierId, supplierId)
          : sql`${orders.supplierId} is distinct from ${supplierId}`,
        sql`exists (select 1 from ${productTypeCarriers} where ${productTypeCarriers.productTypeId} = ${orders.productTypeId})`,
      ),
    )
    .orderBy(orders.id)
    .limit(n);
  if (rows.length < n) throw new Error(`Not ${n} ${status} ${platform} orders without tracking`);
  return rows.map((r) => ({ ...r, host: new URL(r.domain).host }));
}

/** A carrier of the product type, and one that is not. */
async function carriersOf(productTypeId: number) {
  const of = await api.server.db
    .select({ id: carriers.id, name: carriers.name, code: carriers.code })
    .from(productTypeCarriers)
    .innerJoin(carriers, eq(carriers.id, productTypeCarriers.carrierId))
    .where(and(eq(productTypeCarriers.productTypeId, productTypeId), eq(carriers.status, true)));
  const [other] = await api.server.db
    .select({ id: carriers.id, name: carriers.name })
    .from(carriers)
    .where(
      sql`${carriers.id} not in (select ${productTypeCarriers.carrierId} from ${productTypeCarriers} where ${productTypeCarriers.productTypeId} = ${productTypeId})`,
    )
    .limit(1);
  return { carrier: of[0]!, other: other! };
}

describe('trackingList', () => {
  test('an Administrator reads every tab with its count, the tabs adding up to All', async () => {
    const { trackingList } = await api.ok<{
      trackingList: { count: number; aggs: { key: string; doc_count: number }[]; hits: unknown[] };
    }>(LIST, {}, admin);
    expect(trackingList.aggs.map((a) => a.key)).toEqual([...TRACKING_STATUSES]);
    expect(trackingList.aggs.every((a) => a.doc_count > 0)).toBe(true);
    expect(trackingList.count).toBe(trackingList.aggs.reduce((n, a) => n + a.doc_count, 0));
    expect(trackingList.hits).toHaveLength(20);
    const delivered = trackingList.aggs.find((a) => a.key === 'delivered')!.doc_count;
    const tab = await api.ok<{ trackingList: { count: number; hits: { status: string }[] } }>(
      LIST,
      { filter: { status: ['delivered'], limit: 5 } },
      admin,
    );
    expect(tab.trackingList.count).toBe(delivered);
    expect(tab.trackingList.hits.map((h) => h.status)).toEqual(Array(5).fill('delivered'));
    // Issue 23 §9: a status named twice is the same tab, not twice its count.
    const twice = await api.ok<{ trackingList: { count: number } }>(
      LIST,
      { filter: { status: ['delivered', 'delivered'], limit: 1 } },
      admin,
    );
    expect(twice.trackingList.count).toBe(delivered);
  });

  test('searches by tracking code and by POD order id (N123456 or 123456)', async () => {
    const [row] = await api.server.db.select().from(trackings).limit(1);
    for (const [field, search] of [
      ['tracking_code', row!.trackingCode.slice(-8)],
      ['order_id', orderIdLabel(row!.orderId)],
      ['all', row!.trackingCode],
    ]) {
      const { trackingList } = await api.ok<{
        trackingList: { hits: { order_id: string }[] };
      }>(LIST, { filter: { field, search } }, admin);
      expect(trackingList.hits.map((h) => Number(h.order_id))).toContain(row!.orderId);
    }
  });

  test("a Supplier reads only their own orders' trackings; a Seller only their sites'", async () => {
    const mine = await api.ok<{
      trackingList: { count: number; hits: { order: { supplier: { id: string } } }[] };
    }>(LIST, { filter: { limit: 100 } }, supplier);
    expect(mine.trackingList.count).toBeGreaterThan(0);
    expect(new Set(mine.trackingList.hits.map((h) => Number(h.order.supplier.id)))).toEqual(
      new Set([supplierId]),
    );
    const sellerId = await api.idOf(demoEmail('Seller'));
    const own = await api.server.db
      .select({ id: sites.id })
      .from(sites)
      .where(eq(sites.userId, sellerId));
    const theirs = await api.ok<{
      trackingList: { hits: { order: { site: { id: string } } }[] };
    }>(LIST, { filter: { limit: 100 } }, seller);
    const ids = new Set(own.map((s) => s.id));
    expect(theirs.trackingList.hits.every((h) => ids.has(Number(h.order.site.id)))).toBe(true);
    const [foreign] = await api.server.db
      .select({ id: sites.id })
      .from(sites)
      .where(sql`${sites.userId} <> ${sellerId}`)
      .limit(1);
    expect(await api.refused(LIST, { filter: { site_ids: [String(foreign!.id)] } }, seller)).toBe(
      SERVER_MESSAGES.forbidden,
    );
  });

  test("a tracking's costs (the supplier's pay) are read by staff, never by the Seller", async () => {
    const sellerId = await api.idOf(demoEmail('Seller'));
    const [mine] = await api.server.db
      .select({ id: trackings.id, code: trackings.trackingCode, supplierId: orders.supplierId })
      .from(trackings)
      .innerJoin(orders, eq(orders.id, trackings.orderId))
      .innerJoin(sites, eq(sites.id, orders.siteId))
      .where(eq(sites.userId, sellerId))
      .limit(1);
    await api.server.db
      .update(trackings)
      .set({ baseCostCents: 450, shippingCostCents: 125 })
      .where(eq(trackings.id, mine!.id));
    const COSTS = `query Costs($filter: TrackingFilter) { trackingList(filter: $filter) { hits { id base_cost shipping_cost } } }`;
    const costsAs = async (token: string) =>
      (
        await api.ok<{
          trackingList: {
            hits: { id: string; base_cost: number | null; shipping_cost: number | null }[];
          };
        }>(COSTS, { filter: { field: 'tracking_code', search: mine!.code, limit: 5 } }, token)
      ).trackingList.hits.find((h) => Number(h.id) === mine!.id);
    expect(await costsAs(admin)).toMatchObject({ base_cost: 4.5, shipping_cost: 1.25 });
    expect(await costsAs(seller)).toMatchObject({ base_cost: null, shipping_cost: null });
  });

  test.each(['Listing', 'Accounting'] as const)('%s reads no trackings', async (role) => {
    expect(await api.refused(LIST, {}, await api.tokenFor(demoEmail(role)))).toBe(
      SERVER_MESSAGES.forbidden,
    );
  });

  test.each([
    [{ limit: 101 }, 'limit must be a whole number from 1 to 100'],
    [{ status: ['lost'] }, 'Unknown tracking status: lost'],
    [{ status: Array(101).fill('delivered') }, 'status takes at most 100 values'],
    [{ field: 'email' }, 'Unknown search field'],
    [{ aggs_by: 'carrier' }, 'Trackings are counted by status only'],
    [{ from: '2026-02-01', to: '2026-01-01' }, 'from must not be after to'],
  ])('refuses the filter %j', async (filter, message) => {
    expect(await api.refused(LIST, { filter }, admin)).toBe(message);
  });
});

describe('addTracking', () => {
  test('a Supplier adds the tracking of an order in production: the service registers it and the Shopify shop records the fulfilment', async () => {
    const [order] = await ordersWithout('shopify', 'in_production', true);
    const { carrier } = await carriersOf(order!.productTypeId);
    const { addTracking } = await api.ok<{ addTracking: string }>(
      ADD,
      {
        order_id: order!.id,
        carrier_id: carrier.id,
        tracking_code: '9400 1118 99',
        base_cost: 4.5,
      },
      supplier,
    );
    const row = await until(async () => {
      const t = await trackingOf(order!.id);
      return t?.fulfilmentId && t.submitted && t.status === 'delivered' ? t : undefined;
    }, 'the fulfilment and the delivery');
    expect(row).toMatchObject({
      id: Number(addTracking),
      trackingCode: '9400111899',
      baseCostCents: 450,
    });
    expect(service.registered.get('9400111899')?.courier_code).toBe(carrier.code.toLowerCase());
    const made = fakes.shopify.fulfilments.get(order!.host)!;
    expect(made).toContainEqual(
      expect.objectContaining({
        id: Number(row.fulfilmentId),
        order_id: order!.originId,
        tracking_number: '9400111899',
        tracking_company: carrier.name,
        notify_customer: true,
      }),
    );
    const { trackingLogs } = await api.ok<{
      trackingLogs: { message: string; status: string | null }[];
    }>(LOGS, { id: addTracking }, supplier);
    const messages = trackingLogs.map((l) => l.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Tracking 9400111899 \(.+\) added by /),
        'Registered with the tracking service',
        `Sent to the Shopify shop (fulfilment ${row.fulfilmentId})`,
        'Delivered, front door, Memphis, TN',
      ]),
    );
    expect(trackingLogs.find((l) => l.message.startsWith('Delivered'))?.status).toBe('delivered');
  });

  test("a Supplier adds an order's first tracking only, and only in production", async () => {
    const [order] = await ordersWithout('shopify', 'in_production', true);
    const { carrier } = await carriersOf(order!.productTypeId);
    const vars = {
      order_id: order!.id,
      carrier_id: carrier.id,
      tracking_code: 'LZ1',
      base_cost: 1,
    };
    await api.ok(ADD, vars, supplier);
    expect(await api.refused(ADD, { ...vars, tracking_code: 'LZ2' }, supplier)).toBe(
      ORDER_REFUSALS.hasTracking,
    );
    const [ready] = await ordersWithout('shopify', 'ready', true);
    expect(await api.refused(ADD, { ...vars, order_id: ready!.id }, supplier)).toBe(
      ORDER_REFUSALS.wrongStatus('Add Tracking', 'Ready'),
    );
  });

  test("staff change a tracking: the shop's fulfilment gets the new number, not a second one", async () => {
    const [order] = await ordersWithout('shopify', 'in_production', false);
    const { carrier } = await carriersOf(order!.productTypeId);
    const vars = {
      order_id: order!.id,
      carrier_id: carrier.id,
      tracking_code: 'CHG1',
      base_cost: -1,
    };
    await api.ok(ADD, vars, admin);
    const first = await until(async () => (await trackingOf(order!.id))?.fulfilmentId, 'a push');
    await api.ok(ADD, { ...vars, tracking_code: 'CHG2', resubmit: true }, admin);
    await until(
      async () =>
        fakes.shopify.fulfilments
          .get(order!.host)
          ?.find((f) => f.id === Number(first) && f.tracking_number === 'CHG2'),
      'the changed fulfilment',
    );
    expect(
      fakes.shopify.fulfilments.get(order!.host)!.filter((f) => f.order_id === order!.originId),
    ).toHaveLength(1);
    expect((await trackingOf(order!.id))!.baseCostCents).toBeNull();
  });

  test('refuses a carrier of another product type, an empty code and a Seller', async () => {
    const [order] = await ordersWithout('shopify', 'in_production', false);
    const { carrier, other } = await carriersOf(order!.productTypeId);
    const vars = {
      order_id: order!.id,
      carrier_id: carrier.id,
      tracking_code: 'OK1',
      base_cost: 2,
    };
    const before = await api.rows(trackings);
    expect(await api.refused(ADD, { ...vars, carrier_id: other.id }, admin)).toBe(
      M.carrierRemoved(other.name),
    );
    expect(await api.refused(ADD, { ...vars, tracking_code: '  ' }, admin)).toBe(M.codeRequired);
    expect(await api.refused(ADD, { ...vars, tracking_code: '<b>' }, admin)).toBe(M.codeInvalid);
    expect(await api.refused(ADD, { ...vars, base_cost: 5e6 }, admin)).toBe(M.costTooHigh);
    expect(await api.refused(ADD, vars, seller)).toBe(ORDER_REFUSALS.notAllowed('Add Tracking'));
    expect(await api.rows(trackings)).toBe(before);
  });
});

describe('importTracking', () => {
  test('a Supplier imports a file: in-production orders of theirs are accepted, the rest listed with why; WooCommerce gets an order note', async () => {
    const woo = await ordersWithout('woocommerce', 'in_production', true);
    const [shop] = await ordersWithout('shopify', 'in_production', true);
    const [ready] = await ordersWithout('shopify', 'ready', true);
    const [foreign] = await ordersWithout('shopify', 'in_production', false);
    const { carrier } = await carriersOf(woo[0]!.productTypeId);
    const input = [
      {
        order_id: orderIdLabel(woo[0]!.id),
        carrier_code: carrier.code,
        tracking_code: 'WOO111',
        total_cost: 3,
        shipping_cost: -1,
      },
      { order_id: String(shop!.id), carrier_code: '', tracking_code: 'SHOP111' },
      { order_id: String(ready!.id), tracking_code: 'RDY111' },
      { order_id: String(foreign!.id), tracking_code: 'FRN111' },
      { order_id: 'order-7', tracking_code: 'BAD111' },
      { order_id: String(shop!.id), tracking_code: 'TWICE1' },
    ];
    const { importTracking } = await api.ok<{ importTracking: Job }>(IMPORT, { input }, supplier);
    const job = await finished(supplier, importTracking.id);
    expect(job).toMatchObject({ status: 'done', done: 6, total: 6 });
    const result = JSON.parse(job.result!) as {
      accepted: number;
      refused: { row: number; reason: string }[];
    };
    expect(result.accepted).toBe(2);
    expect(result.refused).toEqual([
      expect.objectContaining({ row: 2, reason: M.importRefused }),
      expect.objectContaining({ row: 3, reason: M.importRefused }),
      expect.objectContaining({ row: 4, reason: M.importRefused }),
      expect.objectContaining({ row: 5, reason: M.importDuplicate }),
    ]);
    expect((await trackingOf(woo[0]!.id))?.baseCostCents).toBe(300);
    expect(await trackingOf(ready!.id)).toBeUndefined();
    const note = await until(
      async () =>
        fakes.woocommerce.notes.get(woo[0]!.host)?.find((n) => n.order_id === woo[0]!.originId),
      'the WooCommerce note',
    );
    expect(note).toMatchObject({
      customer_note: true,
      meta: { _tracking_number: 'WOO111', _tracking_provider: carrier.name },
    });
    expect(note.note).toContain('Tracking number WOO111');

    // The same file again changes nothing.
    const again = await api.ok<{ importTracking: Job }>(
      IMPORT,
      { input: input.slice(0, 2) },
      supplier,
    );
    const second = JSON.parse((await finished(supplier, again.importTracking.id)).result!) as {
      accepted: number;
      unchanged: number;
    };
    expect(second).toMatchObject({ accepted: 0, unchanged: 2 });
  });

  test('a Seller may not import; an empty file is refused', async () => {
    const input = [{ order_id: '1', tracking_code: 'X1' }];
    expect(await api.refused(IMPORT, { input }, seller)).toBe(SERVER_MESSAGES.forbidden);
    expect(await api.refused(IMPORT, { input: [] }, supplier)).toBe(M.importEmpty);
  });

  // Issue 23: a cell cut to its stored length through a character pair failed the job's insert.
  test('a cell cut to its stored length keeps whole characters', async () => {
    const input = [
      {
        order_id: `${'1'.repeat(19)}😀`,
        carrier_code: `${'C'.repeat(39)}😀`,
        tracking_code: `${'X'.repeat(79)}😀`,
      },
    ];
    const { importTracking } = await api.ok<{ importTracking: Job }>(IMPORT, { input }, supplier);
    expect(importTracking.id).toBeTruthy();
  });
});

describe('Re push, Re-submit and Update', () => {
  test('a refused push shows on the tracking and Re push sends it once the shop takes it', async () => {
    const [order] = await ordersWithout('shopbase', 'in_production', false);
    const { carrier } = await carriersOf(order!.productTypeId);
    fakes.shopbase.failFulfilments(422);
    try {
      const { addTracking } = await api.ok<{ addTracking: string }>(
        ADD,
        { order_id: order!.id, carrier_id: carrier.id, tracking_code: 'SB100', base_cost: 1 },
        admin,
      );
      const failed = await until(
        async () => (await trackingOf(order!.id))?.pushError,
        'the failure',
      );
      expect(failed).toBe('The ShopBase shop refused the request (HTTP 422)');
      expect((await trackingOf(order!.id))!.pushAfter).toBeNull();
      fakes.shopbase.failFulfilments(undefined);
      const { rePushTracking } = await api.ok<{ rePushTracking: { id: string } }>(
        REPUSH,
        { id: addTracking },
        admin,
      );
      expect(rePushTracking.id).toBe(addTracking);
      const pushed = await until(
        async () => (await trackingOf(order!.id))?.fulfilmentId,
        'the push',
      );
      expect(fakes.shopbase.fulfilments.get(order!.host)).toContainEqual(
        expect.objectContaining({ id: Number(pushed), tracking_number: 'SB100' }),
      );
      expect(await api.refused(REPUSH, { id: addTracking }, admin)).toBe(M.alreadyPushed);
    } finally {
      fakes.shopbase.failFulfilments(undefined);
    }
  });

  test('a service that is down is said on the tracking; Re-submit registers it once it is back', async () => {
    const [order] = await ordersWithout('shopify', 'in_production', false);
    const { carrier } = await carriersOf(order!.productTypeId);
    service.failWith(503);
    try {
      const { addTracking } = await api.ok<{ addTracking: string }>(
        ADD,
        { order_id: order!.id, carrier_id: carrier.id, tracking_code: 'DOWN1', base_cost: 1 },
        admin,
      );
      expect(
        await until(async () => (await trackingOf(order!.id))?.serviceError, 'the error'),
      ).toBe('The tracking service refused the request (HTTP 503: Service down)');
      service.failWith(undefined);
      const { reSubmitTrackingMore } = await api.ok<{
        reSubmitTrackingMore: { submitted: boolean; service_error: string | null };
      }>(RESUBMIT, { id: addTracking }, admin);
      expect(reSubmitTrackingMore).toEqual(
        expect.objectContaining({ submitted: false, service_error: null }),
      );
      await until(
        async () => (await trackingOf(order!.id))?.status === 'delivered',
        'the delivery',
      );
      await api.ok(RETRACK, { id: addTracking }, admin);
    } finally {
      service.failWith(undefined);
    }
  });

  test('a number the service refuses lands in the Error tab with its words', async () => {
    const [order] = await ordersWithout('shopify', 'in_production', false);
    const { carrier } = await carriersOf(order!.productTypeId);
    await api.ok(
      ADD,
      { order_id: order!.id, carrier_id: carrier.id, tracking_code: 'BAD42', base_cost: 1 },
      admin,
    );
    const row = await until(async () => {
      const t = await trackingOf(order!.id);
      return t?.status === 'error' ? t : undefined;
    }, 'the refusal');
    expect(row.serviceError).toBe('The value of tracking_number is invalid.');
  });

  test.each(['Seller', 'Listing', 'Accounting'] as const)(
    '%s may not re-push, re-submit or re-track',
    async (role) => {
      const token = await api.tokenFor(demoEmail(role));
      const [row] = await api.server.db.select({ id: trackings.id }).from(trackings).limit(1);
      for (const call of [REPUSH, RESUBMIT, RETRACK]) {
        expect(await api.refused(call, { id: row!.id }, token)).toBe(SERVER_MESSAGES.forbidden);
      }
    },
  );

  test("a Supplier's re-push of another supplier's tracking is not found; an api site's is refused", async () => {
    const [foreign] = await api.server.db
      .select({ id: trackings.id })
      .from(trackings)
      .innerJoin(orders, eq(orders.id, trackings.orderId))
      .where(sql`${orders.supplierId} is distinct from ${supplierId}`)
      .limit(1);
    expect(await api.refused(REPUSH, { id: foreign!.id }, supplier)).toBe(M.notFound);
    expect(await api.refused(REPUSH, { id: 'abc' }, admin)).toBe(M.notFound);
    const [onApi] = await api.server.db
      .select({ id: trackings.id })
      .from(trackings)
      .innerJoin(sites, eq(sites.id, trackings.siteId))
      .where(eq(sites.platform, 'api'))
      .limit(1);
    if (onApi) expect(await api.refused(REPUSH, { id: onApi.id }, admin)).toBe(M.notShopify);
  });
});

describe('the tracking service webhook', () => {
  const post = (headers: Record<string, string>, body: unknown) =>
    fetch(`${api.server.url}/webhooks/trackingmore`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  test('a signed webhook has the number checked again; an unsigned or stale one is refused', async () => {
    const [row] = await api.server.db
      .select()
      .from(trackings)
      .where(eq(trackings.submitted, true))
      .limit(1);
    const stale = String(Math.floor(Date.now() / 1000) - 3600);
    expect((await post({ timestamp: stale, signature: 'ab' }, {})).status).toBe(401);
    expect((await post({}, { data: { tracking_number: row!.trackingCode } })).status).toBe(401);
    const res = await service.deliverWebhook(
      `${api.server.url}/webhooks/trackingmore`,
      WEBHOOK_SECRET,
      row!.trackingCode,
    );
    expect(res.status).toBe(200);
  });
});

describe('exportTracking and downloadTracking', () => {
  test('an Administrator exports the Delivered tab: the CSV is listed and its link mailed', async () => {
    const receiver = 'tracking-export@example.com';
    const { exportTracking } = await api.ok<{ exportTracking: { id: string } }>(
      EXPORT,
      { filter: { status: ['delivered'] }, emails: [receiver] },
      admin,
    );
    const job = await finished(admin, exportTracking.id);
    expect(job.status).toBe('done');
    const result = JSON.parse(job.result!) as { file_name: string; trackings: number };
    expect(result.file_name).toMatch(/^trackings-\d{14}\.csv$/);
    const [mail] = await api.outbox(receiver);
    expect(mail!.text).toContain(`The export of ${result.trackings} trackings is ready`);
    const link = /(https?:\/\/\S+)/.exec(mail!.text)![1]!;
    const csv = await (await fetch(link)).text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'ID,Origin number,Origin id,Tracking code,Carrier,Status,Fulfilment id,Total cost,Shipping cost,Customer,Country code,Added',
    );
    expect(lines).toHaveLength(result.trackings + 1);
    expect(lines.slice(1).every((l) => l.includes(',Delivered,'))).toBe(true);
  });

  test('refuses six receivers and a Listing user', async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `r${i}@example.com`);
    expect(await api.refused(EXPORT, { emails }, admin)).toBe(
      'You can enter at most 5 email addresses',
    );
    expect(
      await api.refused(
        EXPORT,
        { emails: ['a@example.com'] },
        await api.tokenFor(demoEmail('Listing')),
      ),
    ).toBe(SERVER_MESSAGES.forbidden);
  });

  test('the refused rows of an import download as a CSV in its columns, formulas neutralised', async () => {
    const { downloadTracking } = await api.ok<{ downloadTracking: string }>(
      DOWNLOAD,
      {
        rows: [
          {
            order_id: '=HYPERLINK("x")',
            tracking_code: 'Z1',
            total_cost: 2,
            reason: M.importRefused,
          },
        ],
      },
      supplier,
    );
    const csv = await (await fetch(new URL(downloadTracking, api.server.url))).text();
    expect(csv.split('\r\n').slice(0, 2)).toEqual([
      'ORDER ID,EXPRESS,TRACKING NO,TOTAL COST,SHIPPING COST,REASON',
      `"'=HYPERLINK(""x"")",,Z1,2,,"${M.importRefused}"`,
    ]);
    expect(await api.refused(DOWNLOAD, { rows: [] }, supplier)).toBe(M.importEmpty);
    expect(
      await api.refused(DOWNLOAD, { rows: [{ order_id: '1', tracking_code: 'x' }] }, seller),
    ).toBe(SERVER_MESSAGES.forbidden);
  });
});

test('every role but Listing and Accounting reads trackings; nobody signed out does', async () => {
  for (const role of USER_ROLES) {
    const res = await api.gql(LIST, { filter: { limit: 1 } }, await api.tokenFor(demoEmail(role)));
    expect(res.errors?.[0]?.message).toBe(
      ['Listing', 'Accounting'].includes(role) ? SERVER_MESSAGES.forbidden : undefined,
    );
  }
  expect(await api.refused(LIST, {})).toBe(SERVER_MESSAGES.notSignedIn);
});

test("the tabs' counts of every site come from the rollup the triggers keep, equal to the rows", async () => {
  const direct = async (siteId?: number) =>
    Object.fromEntries(
      (
        await api.server.db
          .select({ status: trackings.status, n: sql<number>`count(*)`.mapWith(Number) })
          .from(trackings)
          .where(siteId === undefined ? undefined : eq(trackings.siteId, siteId))
          .groupBy(trackings.status)
      ).map((r) => [r.status, r.n]),
    );
  const listed = async (site?: number) => {
    const { trackingList } = await api.ok<{
      trackingList: { aggs: { key: string; doc_count: number }[] };
    }>(LIST, { filter: site ? { site_ids: [String(site)], limit: 1 } : { limit: 1 } }, admin);
    return Object.fromEntries(
      trackingList.aggs.filter((a) => a.doc_count > 0).map((a) => [a.key, a.doc_count]),
    );
  };
  // A cascade (an order deleted with its tracking) and a status change are counted too.
  const [gone] = await api.server.db.select().from(trackings).limit(1);
  await api.server.db.delete(orders).where(eq(orders.id, gone!.orderId));
  await api.server.db
    .update(trackings)
    .set({ status: 'failure' })
    .where(eq(trackings.siteId, gone!.siteId));
  expect(await listed()).toEqual(await direct());
  expect(await listed(gone!.siteId)).toEqual(await direct(gone!.siteId));
});

test("an import refuses a carrier the order's product type does not ship with (§5)", async () => {
  const [order] = await ordersWithout('shopify', 'in_production', false);
  const [other] = await api.server.db
    .select({ code: carriers.code, name: carriers.name })
    .from(carriers)
    .where(
      sql`${carriers.status} and ${carriers.id} not in (select ${productTypeCarriers.carrierId} from ${productTypeCarriers} where ${productTypeCarriers.productTypeId} = ${order!.productTypeId})`,
    )
    .limit(1);
  const input = [
    { order_id: orderIdLabel(order!.id), carrier_code: other!.code, tracking_code: 'OTHER1' },
  ];
  const { importTracking } = await api.ok<{ importTracking: Job }>(IMPORT, { input }, admin);
  const result = JSON.parse((await finished(admin, importTracking.id)).result!) as {
    accepted: number;
    refused: { order_id: string; reason: string }[];
  };
  expect(result.accepted).toBe(0);
  expect(result.refused).toEqual([
    expect.objectContaining({
      order_id: orderIdLabel(order!.id),
      reason: M.carrierRemoved(other!.name),
    }),
  ]);
  expect(await trackingOf(order!.id)).toBeUndefined();
});
