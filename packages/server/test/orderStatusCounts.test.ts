import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUSES, SUPPLIER_VISIBLE_STATUSES } from '@podoffice/domain';
import {
  orderStatusCounts,
  orders,
  productTypeVariants,
  productTypes,
  sites,
  users,
} from '../src/db/schema';
import {
  ORDER_STATUS_COUNT_ROWS_MAX,
  allOrdersByStatus,
  compactOrderStatusCounts,
} from '../src/graphql/orders/queries';
import { createOrders, createOrdersIn, type OrderDraft } from '../src/orders/createOrder';
import {
  checkRollups,
  foldOrderDayCounts,
  foldOrderSliceCounts,
  foldSupplierDayCounts,
  foldSupplierMonthCounts,
} from '../src/orders/rollups';
import { demoEmail, startTestApi, type TestApi } from './harness';

// The tabs and the dashboard of all orders read the counts the triggers of migration 0009 keep
// (issue 12's bench: counting 100,000 orders took p95 123 ms), and ranges of days and the supplier
// dashboards the per-day rollups of 0017, and a site's, seller's or supplier's orders of any time
// the slice rollup of 0021 (issue 29). These tests hold the kept counts to a real
// count of the table through every kind of write, racing ones included.

const LIST = `query L($filter: OrderFilter) { orders(filter: $filter) { count aggs { key doc_count } } }`;
const DASHBOARD = `query { dashboard { internal_order { all pending processing ready cancelled } } }`;

let api: TestApi;
let siteId: number;
let variantId: number;
let necklaceId: number;
let supplierId: number;
let serial = 0;
const DAY = 86_400_000;

/** The first variant of a seeded product type (by its sku). */
async function firstVariantOf(sku: string): Promise<number> {
  const [variant] = await api.server.db
    .select({ id: productTypeVariants.id })
    .from(productTypeVariants)
    .innerJoin(productTypes, eq(productTypes.id, productTypeVariants.productTypeId))
    .where(eq(productTypes.sku, sku))
    .orderBy(asc(productTypeVariants.sorting))
    .limit(1);
  return variant!.id;
}

beforeAll(async () => {
  api = await startTestApi();
  const [site] = await api.server.db
    .select({ id: sites.id })
    .from(sites)
    .innerJoin(users, eq(users.id, sites.userId))
    .where(eq(users.email, 'seller@podoffice.test'))
    .limit(1);
  siteId = site!.id;
  variantId = await firstVariantOf('CTS');
  necklaceId = await firstVariantOf('PNN');
  supplierId = await api.idOf('supplier@podoffice.test');
});
afterAll(() => api?.close());

const draft = (status: OrderDraft['status'], more: Partial<OrderDraft> = {}): OrderDraft => ({
  siteId,
  originId: `COUNT-${++serial}`,
  originItem: '1',
  productTypeVariantId: variantId,
  quantity: 1,
  priceCents: 1000,
  status,
  ...more,
});

/** The table counted the slow way (api sites' orders or the others when asked). */
async function counted(apiOrder: boolean | null = null): Promise<Map<string, number>> {
  const rows = await api.server.db
    .select({ status: orders.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(apiOrder === null ? undefined : eq(orders.apiOrder, apiOrder))
    .groupBy(orders.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

const sorted = (m: Map<string, number>) => [...m.entries()].sort(([a], [b]) => a.localeCompare(b));

test('the seeded database starts with counts equal to the table, api orders apart', async () => {
  expect(sorted(await allOrdersByStatus(api.server.db, null))).toEqual(sorted(await counted()));
  for (const apiOrder of [true, false]) {
    expect(sorted(await allOrdersByStatus(api.server.db, apiOrder))).toEqual(
      sorted(await counted(apiOrder)),
    );
  }
});

test('inserts, status changes and deletes keep the counts equal to the table', async () => {
  const made = await createOrders(
    api.server.db,
    [draft('processing'), draft('processing'), draft('ready'), draft('pending_design')],
    { userId: null, source: 'test', now: new Date() },
  );
  const ids = made.map((m) => m.id);
  await api.server.db
    .update(orders)
    .set({ status: 'cancelled' })
    .where(inArray(orders.id, ids.slice(0, 2)));
  // An update that leaves the status alone changes no count.
  await api.server.db.update(orders).set({ quantity: 3 }).where(eq(orders.id, ids[2]!));
  await api.server.db.delete(orders).where(eq(orders.id, ids[3]!));
  expect(sorted(await allOrdersByStatus(api.server.db, null))).toEqual(sorted(await counted()));
});

test('a rolled-back change leaves the counts as they were', async () => {
  const before = await allOrdersByStatus(api.server.db, null);
  await expect(
    api.server.db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 'error' }).where(eq(orders.status, 'processing'));
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(sorted(await allOrdersByStatus(api.server.db, null))).toEqual(sorted(before));
});

test('past the row limit a read folds the rows into one per status, and the counts stay right', async () => {
  // Many small writes: one count row each.
  const [one] = await createOrders(api.server.db, [draft('processing')], {
    userId: null,
    source: 'test',
    now: new Date(),
  });
  for (let i = 0; i < ORDER_STATUS_COUNT_ROWS_MAX / 2 + 1; i += 1) {
    await api.server.db
      .update(orders)
      .set({ status: i % 2 === 0 ? 'ready' : 'processing' })
      .where(eq(orders.id, one!.id));
  }
  const rowsBefore = await api.rows(orderStatusCounts);
  expect(rowsBefore).toBeGreaterThan(ORDER_STATUS_COUNT_ROWS_MAX);
  expect(sorted(await allOrdersByStatus(api.server.db, null))).toEqual(sorted(await counted()));
  expect(await api.rows(orderStatusCounts)).toBeLessThanOrEqual(ORDER_STATUS_COUNT_ROWS_MAX);
  // Folded: one row per status, api sites' orders apart.
  expect(await api.rows(orderStatusCounts)).toBeLessThanOrEqual(ORDER_STATUSES.length * 2);
  // Two folds at once lose nothing.
  await Promise.all([
    compactOrderStatusCounts(api.server.db),
    compactOrderStatusCounts(api.server.db),
  ]);
  expect(sorted(await allOrdersByStatus(api.server.db, null))).toEqual(sorted(await counted()));
});

test("the unfiltered list's tabs and the Administrator's dashboard show the table's counts", async () => {
  const token = await api.tokenFor(demoEmail('Administrator'));
  const table = await counted(false);
  // The orders screen's call without dates: every order but api sites'.
  const { orders: page } = await api.ok<{
    orders: { count: number; aggs: { key: string; doc_count: number }[] };
  }>(LIST, { filter: { api_order: false } }, token);
  for (const agg of page.aggs) expect(agg.doc_count).toBe(table.get(agg.key) ?? 0);
  expect(page.count).toBe([...table.values()].reduce((a, b) => a + b, 0));
  const { dashboard } = await api.ok<{
    dashboard: { internal_order: Record<string, number> };
  }>(DASHBOARD, {}, token);
  expect(dashboard.internal_order.ready).toBe(table.get('ready') ?? 0);
  expect(dashboard.internal_order.cancelled).toBe(table.get('cancelled') ?? 0);
});

test('status changes, splits, deletions and imports racing keep every rollup exact', async () => {
  const token = await api.tokenFor(demoEmail('Administrator'));
  const now = api.clock.now().getTime();
  // Orders of the last few days with a supplier, so each write moves the per-day and supplier rows.
  const daysAgo = (i: number) => new Date(now - (i % 4) * DAY - 3 * 60 * 60 * 1000);
  // Paid long ago: past the 24-hour hold, so each status change may go ahead.
  const paidAt = new Date(now - 4 * DAY);
  const made = await createOrders(
    api.server.db,
    [
      ...Array.from({ length: 4 }, (_, i) =>
        draft('in_production', { supplierId, quantity: 2, createdAt: daysAgo(i), paidAt }),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        draft('processing', {
          productTypeVariantId: necklaceId,
          quantity: 3,
          createdAt: daysAgo(i),
          paidAt,
        }),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        draft('cancelled', { supplierId, createdAt: daysAgo(i) }),
      ),
    ],
    { userId: null, source: 'test', now: api.clock.now() },
  );
  const ids = made.map((m) => String(m.id));
  const mutation = (query: string, id: string) => api.ok(query, { id }, token);
  const importOf = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      draft('processing', { supplierId, createdAt: daysAgo(i), quantity: 1 + (i % 3) }),
    );
  await Promise.all([
    ...ids
      .slice(0, 4)
      .map((id) =>
        mutation(
          `mutation($id: ID!) { updateOrderStatus(order_id: $id, status: "fulfilled") { id } }`,
          id,
        ),
      ),
    ...ids
      .slice(4, 8)
      .map((id) =>
        mutation(`mutation($id: ID!) { splitOrderPersonalized(order_id: $id) { id } }`, id),
      ),
    ...ids.slice(8).map((id) => mutation(`mutation($id: ID!) { deleteOrder(order_id: $id) }`, id)),
    ...[5, 7, 9].map((n) =>
      createOrders(api.server.db, importOf(n), {
        userId: null,
        source: 'test',
        now: api.clock.now(),
      }),
    ),
    // An import that fails halfway leaves no count behind.
    expect(
      api.server.db.transaction(async (tx) => {
        await createOrdersIn(tx, importOf(6), {
          userId: null,
          source: 'test',
          now: api.clock.now(),
        });
        throw new Error('import failed');
      }),
    ).rejects.toThrow('import failed'),
    foldOrderDayCounts(api.server.db, { from: null, to: null }),
    foldOrderSliceCounts(api.server.db, { siteIds: [siteId], supplierIds: null }),
    foldSupplierDayCounts(api.server.db, { from: null, to: null }),
    foldSupplierMonthCounts(api.server.db, { from: null, to: null }),
  ]);
  expect(await checkRollups(api.server.db)).toEqual([]);
});

test("a site's and a supplier's tabs of any time and a supplier's dashboard read the counts the table has", async () => {
  await createOrders(
    api.server.db,
    [draft('ready', { supplierId }), draft('processing', { supplierId }), draft('cancelled')],
    { userId: null, source: 'test', now: api.clock.now() },
  );
  const aggsOf = async (filter: Record<string, unknown>, role: string) => {
    const { orders: list } = await api.ok<{
      orders: { aggs: { key: string; doc_count: number }[] };
    }>(LIST, { filter }, await api.tokenFor(demoEmail(role)));
    return new Map(list.aggs.filter((a) => a.doc_count > 0).map((a) => [a.key, a.doc_count]));
  };
  const table = async (where: ReturnType<typeof eq>) => {
    const rows = await api.server.db
      .select({ status: orders.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(where)
      .groupBy(orders.status);
    return new Map(rows.map((r) => [r.status, r.n]));
  };
  expect(sorted(await aggsOf({ site_ids: [String(siteId)] }, 'Administrator'))).toEqual(
    sorted(await table(eq(orders.siteId, siteId))),
  );
  expect(sorted(await aggsOf({ supplier_ids: [String(supplierId)] }, 'Administrator'))).toEqual(
    sorted(await table(eq(orders.supplierId, supplierId))),
  );
  // A Supplier's tabs hold only the statuses they see, api orders apart when asked.
  const ofSupplier = await table(
    sql`${orders.supplierId} = ${supplierId} and ${orders.apiOrder} = false and ${inArray(orders.status, [...SUPPLIER_VISIBLE_STATUSES])}`,
  );
  expect(sorted(await aggsOf({ api_order: false }, 'Supplier'))).toEqual(sorted(ofSupplier));
  const { dashboard } = await api.ok<{ dashboard: { internal_order: Record<string, number> } }>(
    DASHBOARD,
    {},
    await api.tokenFor(demoEmail('Supplier')),
  );
  expect(dashboard.internal_order.ready).toBe(ofSupplier.get('ready') ?? 0);
  expect(await checkRollups(api.server.db)).toEqual([]);
});

test('a range of whole days and a seller read the counts the table has; a broad search stops at 1,000', async () => {
  const token = await api.tokenFor(demoEmail('Administrator'));
  const LIST_CAPPED = `query L($filter: OrderFilter) { orders(filter: $filter) { count count_capped aggs { key doc_count } } }`;
  const day = (offset: number) =>
    new Date(api.clock.now().getTime() + offset * DAY).toISOString().slice(0, 10);
  const from = day(-2);
  const [{ n: inRange }] = (await api.server.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(
      sql`${orders.apiOrder} = false and ${orders.createdAt} >= ${from}::date and ${orders.createdAt} < ${day(1)}::date`,
    )) as [{ n: number }];
  const { orders: week } = await api.ok<{ orders: { count: number; count_capped: boolean } }>(
    LIST_CAPPED,
    { filter: { api_order: false, from, to: day(0) } },
    token,
  );
  expect(week).toEqual({ ...week, count: inRange, count_capped: false });
  const sellerId = await api.idOf('seller@podoffice.test');
  const [{ n: ofSeller }] = (await api.server.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .innerJoin(sites, eq(sites.id, orders.siteId))
    .where(eq(sites.userId, sellerId))) as [{ n: number }];
  const { orders: bySeller } = await api.ok<{ orders: { count: number } }>(
    LIST_CAPPED,
    { filter: { seller_ids: [String(sellerId)] } },
    token,
  );
  expect(bySeller.count).toBe(ofSeller);

  // 1,000 orders with one shipping method are counted exactly; one more and the search counts
  // 1,000 and says there are more.
  const addOrders = (n: number, from: number) =>
    api.server.db.execute(sql`
      insert into orders (site_id, origin_id, origin_item, quantity, status, method_title,
        product_type_id, product_type_variant_id)
      select ${siteId}, 'CEILING-' || g, '1', 1, 'processing', 'Ceiling Express',
        product_type_id, id
      from ${productTypeVariants}, generate_series(${from}::int, ${from + n - 1}::int) g where id = ${variantId}`);
  const search = async () =>
    (
      await api.ok<{
        orders: {
          count: number;
          count_capped: boolean;
          aggs: { key: string; doc_count: number }[];
        };
      }>(LIST_CAPPED, { filter: { search: 'ceiling express', field: 'method_title' } }, token)
    ).orders;
  await addOrders(1000, 1);
  expect(await search()).toMatchObject({ count: 1000, count_capped: false });
  await addOrders(1, 1001);
  const found = await search();
  expect(found).toMatchObject({ count: 1000, count_capped: true });
  expect(found.aggs.find((a) => a.key === 'processing')!.doc_count).toBe(1000);
  expect(await checkRollups(api.server.db)).toEqual([]);
});
