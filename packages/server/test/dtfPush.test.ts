import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import {
  DTF_MESSAGES,
  DTF_PARTNER_SUPPLIER_ID,
  DTF_PUSH_MAX_ORDERS,
  SERVER_MESSAGES,
  type UserRole,
} from '@podoffice/domain';
import { entityLogs, files, orderPrintFiles, orders } from '../src/db/schema';
import { startFakePartner, type FakePartner } from '../src/demo/fakes/partner';
import { DTF_PARTNER_DEMO } from '../src/seed/partners';
import { demoEmail, startTestApi, type TestApi } from './harness';

// Issue 24, the DTF partner push (spec 2 §2 Push DTF, §4 DTF mapping, §5, §7 DTF push, §8): the
// mapping modal's data, the push's checks word for word, the push as a job against the fake
// partner (made, refused, down), an order sent once however often it is pushed, and the partner
// supplier's push of all its ready orders.

const MAPPING = `query Mapping($id: ID!) {
  dtfOrderMapping(order_id: $id) {
    order_id origin_number designs { id title url } sku_options { sku label } placement_options
    sku placement { print_file_id placement } shipping_method
  }
}`;
const PUSH = `mutation Push($input: DtfPushInput!) { dtfPushOrder(input: $input) { id status } }`;
const PUSH_ALL = `mutation { dtfPushAllOrderReady { id status } }`;
const JOB = `query Job($id: ID!) { job(id: $id) { id status error result } }`;

interface Mapping {
  order_id: string;
  designs: { id: string; title: string; url: string | null }[];
  sku_options: { sku: string; label: string }[];
  placement_options: string[];
  sku: string | null;
  placement: { print_file_id: string; placement: string }[];
  shipping_method: string;
}
interface Result {
  success: boolean;
  origin_number: string;
  message: string;
}

let api: TestApi;
let fake: FakePartner;
let admin: string;
let partner: string;

beforeAll(async () => {
  fake = await startFakePartner();
  api = await startTestApi({ partners: { baseUrl: fake.url } });
  [admin, partner] = await Promise.all([
    api.tokenFor(demoEmail('Administrator')),
    api.tokenFor(DTF_PARTNER_DEMO.email),
  ]);
});
afterAll(async () => {
  await api?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.behaviour.rejectOrdersWith = undefined;
  fake.behaviour.failOrdersWith = undefined;
  fake.behaviour.delayMs = undefined;
});

const token = (role: UserRole) => api.tokenFor(demoEmail(role));
let designs = 0;
/** Orders an earlier test took. */
const used: number[] = [0];

/** The first error's code and message. */
async function refusal(query: string, variables: Record<string, unknown>, as: string) {
  const res = await api.gql(query, variables, as);
  const error = res.errors?.[0] as { message: string; extensions?: { code?: string } } | undefined;
  if (!error) throw new Error(`Expected an error, got data: ${JSON.stringify(res.data)}`);
  return { code: error.extensions?.code, message: error.message };
}

/**
 * Ready orders of the partner supplier, paid more than a day ago (outside the hold), not pushed,
 * not used by an earlier test; with a design uploaded on their first print area when `designed`.
 */
async function readyOrders(n: number, designed = true) {
  const db = api.server.db;
  const rows = await db
    .select({ id: orders.id, originNumber: orders.originNumber })
    .from(orders)
    .where(
      and(
        eq(orders.supplierId, DTF_PARTNER_SUPPLIER_ID),
        eq(orders.status, 'ready'),
        isNull(orders.newPartnerOrderId),
        notInArray(orders.id, used),
        sql`coalesce(${orders.paidAt}, ${orders.createdAt}) < now() - interval '2 days'`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(n);
  if (rows.length < n) throw new Error(`only ${rows.length} ready DTF orders`);
  // The next test takes others: these leave ready (pushed, refused or moved on purpose).
  await db
    .update(orders)
    .set({ status: 'error', partnerError: ['taken by a test'] })
    .where(
      inArray(
        orders.id,
        rows.map((r) => r.id),
      ),
    );
  await db
    .update(orders)
    .set({ status: 'ready', partnerError: [] })
    .where(
      inArray(
        orders.id,
        rows.map((r) => r.id),
      ),
    );
  if (designed) {
    for (const row of rows) {
      const [file] = await db
        .insert(files)
        .values({
          key: `uploads/test/dtf-design-${++designs}.png`,
          source: 'local',
          fileName: `design-${designs}.png`,
          fileMime: 'image/png',
          fileSize: 1000,
        })
        .returning();
      const [first] = await db
        .select({ id: orderPrintFiles.id })
        .from(orderPrintFiles)
        .where(eq(orderPrintFiles.orderId, row.id))
        .orderBy(asc(orderPrintFiles.sorting))
        .limit(1);
      await db
        .update(orderPrintFiles)
        .set({ fileId: file!.id })
        .where(eq(orderPrintFiles.id, first!.id));
    }
  }
  return rows;
}

const orderRow = async (id: number) =>
  (await api.server.db.select().from(orders).where(eq(orders.id, id)))[0]!;

async function mappingOf(id: number, as = admin): Promise<Mapping> {
  return (await api.ok<{ dtfOrderMapping: Mapping }>(MAPPING, { id: String(id) }, as))
    .dtfOrderMapping;
}

/** The suggested mapping of an order, as the modal would save it. */
async function suggested(id: number) {
  const m = await mappingOf(id);
  return {
    order_id: String(id),
    sku: m.sku ?? '',
    placement: m.placement,
    shipping_method: m.shipping_method,
  };
}

async function finished(id: string, as: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { job } = await api.ok<{
      job: { status: string; error: string | null; result: string | null };
    }>(JOB, { id }, as);
    if (job.status === 'done' || job.status === 'failed') {
      return { ...job, results: (JSON.parse(job.result ?? '{}').results ?? []) as Result[] };
    }
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function push(mappings: object[], as = admin, origin = 'ignored') {
  const { dtfPushOrder } = await api.ok<{ dtfPushOrder: { id: string } }>(
    PUSH,
    { input: { groups: [{ origin_number: origin, orders: mappings }] } },
    as,
  );
  return finished(dtfPushOrder.id, as);
}

describe('who maps and pushes (§4 DTF mapping, §6)', () => {
  test.each(['Seller', 'Supplier', 'Listing', 'Accounting'] as const)(
    '%s reads no mapping and pushes nothing',
    async (role) => {
      const [order] = await readyOrders(1, false);
      const as = await token(role);
      const mapping = await refusal(MAPPING, { id: String(order!.id) }, as);
      expect(mapping.code).toBe('FORBIDDEN');
      const pushed = await refusal(
        PUSH,
        {
          input: {
            groups: [
              {
                origin_number: '1',
                orders: [
                  {
                    order_id: String(order!.id),
                    sku: 'X',
                    shipping_method: 'standard',
                    placement: [{ print_file_id: '1', placement: 'front' }],
                  },
                ],
              },
            ],
          },
        },
        as,
      );
      expect([pushed.code, pushed.message]).toEqual(['FORBIDDEN', SERVER_MESSAGES.forbidden]);
      expect(fake.orders).toHaveLength(0);
    },
  );

  test.each(['Administrator', 'Supporter', 'Supplier'] as const)(
    '%s may not push all ready orders: that is the partner account',
    async (role) => {
      const refused = await refusal(PUSH_ALL, {}, await token(role));
      expect(refused.code).toBe('FORBIDDEN');
    },
  );
});

describe('the DTF data mapping modal (dtfOrderMapping)', () => {
  test("suggests the variant's partner product and the designed areas' placements", async () => {
    const [order] = await readyOrders(1);
    const m = await mappingOf(order!.id, partner);
    expect(m.shipping_method).toBe('standard');
    expect(m.sku).toMatch(/^G5000-[A-Z]{3}-[0-9A-Z]+$/);
    expect(m.sku_options.length).toBeGreaterThan(100);
    expect(m.sku_options.find((o) => o.sku === m.sku)?.label).toContain('Gildan 5000');
    expect(m.placement_options).toEqual(['front', 'back', 'left_sleeve', 'right_sleeve']);
    // One design has a file; the others cannot be placed ('Design not found' in the modal).
    const withFile = m.designs.filter((d) => d.url);
    expect(withFile).toHaveLength(1);
    expect(m.designs.length).toBeGreaterThan(1);
    expect(m.placement).toEqual([{ print_file_id: withFile[0]!.id, placement: 'front' }]);
  });

  test('is for orders of the partner supplier in ready or error only', async () => {
    const [other] = await api.server.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.status, 'ready'), sql`${orders.supplierId} <> ${DTF_PARTNER_SUPPLIER_ID}`),
      )
      .limit(1);
    const refused = await refusal(MAPPING, { id: String(other!.id) }, admin);
    expect(refused.message).toBe(DTF_MESSAGES.notFromPartner(other!.id));
  });
});

describe("the push's checks (§5), each changing nothing", () => {
  test('word for word', async () => {
    const [order] = await readyOrders(1);
    const good = await suggested(order!.id);
    const cases: [object[], string][] = [
      [[], DTF_MESSAGES.noMapping],
      [[{ ...good, sku: '' }], DTF_MESSAGES.mappingFailed(order!.id)],
      [[{ ...good, placement: [] }], DTF_MESSAGES.mappingFailed(order!.id)],
      [[{ ...good, shipping_method: '' }], DTF_MESSAGES.mappingFailed(order!.id)],
      [[{ ...good, shipping_method: 'teleport' }], DTF_MESSAGES.unknownShippingMethod('teleport')],
      [[good, good], DTF_MESSAGES.repeated(order!.id)],
      [
        Array.from({ length: DTF_PUSH_MAX_ORDERS + 1 }, (_, i) => ({
          ...good,
          order_id: String(i + 1),
        })),
        DTF_MESSAGES.tooMany(DTF_PUSH_MAX_ORDERS),
      ],
    ];
    for (const [mappings, message] of cases) {
      const refused = await refusal(
        PUSH,
        { input: { groups: [{ origin_number: 'x', orders: mappings }] } },
        admin,
      );
      expect(refused.message).toBe(message);
    }
    // A design without a file cannot be placed.
    const m = await mappingOf(order!.id);
    const empty = m.designs.find((d) => !d.url)!;
    const refused = await refusal(
      PUSH,
      {
        input: {
          groups: [
            {
              origin_number: 'x',
              orders: [{ ...good, placement: [{ print_file_id: empty.id, placement: 'back' }] }],
            },
          ],
        },
      },
      admin,
    );
    expect(refused.message).toBe(DTF_MESSAGES.mappingFailed(order!.id));
    expect(fake.orders).toHaveLength(0);
    expect((await orderRow(order!.id)).status).toBe('ready');
  });

  test('an order inside the 24-hour hold waits', async () => {
    const [order] = await readyOrders(1);
    const good = await suggested(order!.id);
    await api.server.db.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, order!.id));
    const refused = await refusal(
      PUSH,
      { input: { groups: [{ origin_number: 'x', orders: [good] }] } },
      admin,
    );
    expect(refused.message).toMatch(/^Order is on hold for 24 hours after payment/);
    expect(fake.orders).toHaveLength(0);
  });
});

describe('the push (a job, against the fake partner)', () => {
  test("sends an order number's orders as one partner order and moves them to production", async () => {
    const rows = await readyOrders(2);
    // Two lines of one shop order: one group, one partner order.
    await api.server.db
      .update(orders)
      .set({ originNumber: 'DTF-1001' })
      .where(
        inArray(
          orders.id,
          rows.map((r) => r.id),
        ),
      );
    const mappings = await Promise.all(rows.map((r) => suggested(r.id)));
    const job = await push(mappings, admin);
    expect(job.status).toBe('done');
    expect(job.results).toEqual([
      {
        success: true,
        origin_number: 'DTF-1001',
        message: DTF_MESSAGES.pushed(fake.orders[0]!.id),
      },
    ]);
    expect(fake.orders).toHaveLength(1);
    const sent = fake.orders[0]!.payload;
    expect(sent.external_id).toBe('DTF-1001');
    expect(sent.shipping_method).toBe('standard');
    expect(sent.items.map((i) => i.external_id).sort()).toEqual(
      rows.map((r) => String(r.id)).sort(),
    );
    expect(sent.items[0]!.designs[0]).toEqual({
      placement: 'front',
      url: expect.stringMatching(/^http/),
    });
    for (const r of rows) {
      const after = await orderRow(r.id);
      expect([
        after.status,
        after.newPartnerOrderId,
        after.partnerError,
        after.partnerPushKey,
      ]).toEqual(['in_production', fake.orders[0]!.id, [], null]);
    }
    const [log] = await api.server.db
      .select()
      .from(entityLogs)
      .where(eq(entityLogs.entityId, rows[0]!.id))
      .orderBy(sql`${entityLogs.id} desc`)
      .limit(1);
    expect(log!.message).toContain(`Pushed to Color Ecommerce (order ${fake.orders[0]!.id})`);

    // Pushed again: refused by its status, and the partner gets nothing more.
    const again = await refusal(
      PUSH,
      { input: { groups: [{ origin_number: 'x', orders: mappings }] } },
      admin,
    );
    expect(again.message).toBe('DTF data mapping is not available for In Production orders.');
    expect(fake.orders).toHaveLength(1);
  });

  test('two pushes of one order at once send it once', async () => {
    const [order] = await readyOrders(1);
    const good = await suggested(order!.id);
    fake.behaviour.delayMs = 300;
    const before = fake.orders.length;
    const [a, b] = await Promise.all([
      push([good], admin),
      push([{ ...good, shipping_method: 'express' }], await token('Supporter')),
    ]);
    expect(fake.orders.length - before).toBe(1);
    expect([a.results[0]!.success, b.results[0]!.success]).toEqual([true, true]);
    expect((await orderRow(order!.id)).newPartnerOrderId).toBe(fake.orders.at(-1)!.id);
  });

  test('a refusal goes on the order as partner_error and the order to Error', async () => {
    const [order] = await readyOrders(1);
    fake.behaviour.rejectOrdersWith = 'Blank G5000 is out of stock';
    const job = await push([await suggested(order!.id)], partner);
    expect(job.results[0]).toMatchObject({
      success: false,
      message: 'Blank G5000 is out of stock',
    });
    const after = await orderRow(order!.id);
    expect([after.status, after.partnerError, after.partnerPushKey]).toEqual([
      'error',
      ['Blank G5000 is out of stock'],
      null,
    ]);
    // Mapped again and pushed from Error once the partner has the blank.
    fake.behaviour.rejectOrdersWith = undefined;
    const retried = await push([await suggested(order!.id)], partner);
    expect(retried.results[0]!.success).toBe(true);
    expect((await orderRow(order!.id)).status).toBe('in_production');
  });

  test('a partner that is down is tried again, with the same key', async () => {
    const [order] = await readyOrders(1);
    fake.behaviour.failOrdersWith = 503;
    const posts = () => fake.requests.filter((r) => r.method === 'POST').length;
    const before = posts();
    const started = await api.ok<{ dtfPushOrder: { id: string } }>(
      PUSH,
      { input: { groups: [{ origin_number: 'x', orders: [await suggested(order!.id)] }] } },
      admin,
    );
    const deadline = Date.now() + 10_000;
    while (posts() === before && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const key = (await orderRow(order!.id)).partnerPushKey;
    expect(key).toBeTruthy();
    fake.behaviour.failOrdersWith = undefined;
    const job = await finished(started.dtfPushOrder.id, admin);
    expect(job.results[0]!.success).toBe(true);
    expect(fake.orders.at(-1)!.key).toBe(key);
  });
});

describe('push all ready orders (the partner account, none selected)', () => {
  test('pushes the mapped ones and says which could not be mapped', async () => {
    const designed = await readyOrders(2);
    const before = fake.orders.length;
    const { dtfPushAllOrderReady } = await api.ok<{ dtfPushAllOrderReady: { id: string } }>(
      PUSH_ALL,
      {},
      partner,
    );
    const job = await finished(dtfPushAllOrderReady.id, partner);
    expect(job.status).toBe('done');
    for (const row of designed) expect((await orderRow(row.id)).status).toBe('in_production');
    expect(fake.orders.length - before).toBeGreaterThanOrEqual(1);
    const failed = job.results.filter((r) => !r.success);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed[0]!.message).toMatch(/^Order \d+ is mapping failed\.$/);
    // The unmapped ones stay ready for the modal.
    const id = Number(/^Order (\d+)/.exec(failed[0]!.message)![1]);
    expect((await orderRow(id)).status).toBe('ready');
  });
});
