import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  SERVER_MESSAGES,
  TRANSFERABLE_STATUSES,
  TRANSFER_MESSAGES,
  USER_ROLES,
} from '@podoffice/domain';
import { entityLogs, orders, productTypeSuppliers, userRoles, roles } from '../src/db/schema';
import { demoEmail, startTestApi, type TestApi } from './harness';

// Issue 24, transfers (spec 2 §2 /orders/tranfers, §3, §5, §7, §8): an Administrator moves exactly N
// orders of a product type from one supplier to another, all or none; two transfers at once never
// move an order twice; every other role is refused.

const STATS = `query Stats($filter: SupplierOrderStatFilter) {
  getOrderBySupplier(filter: $filter) {
    count
    hits { supplier_id email product_type_id product_type_name order_status total_orders }
  }
}`;
const TRANSFER = `mutation Transfer($input: TransferOrdersInput!) { transferOrdersBySupplier(input: $input) }`;

/** Rows of db.execute, which both drivers answer with a `rows` list. */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

let api: TestApi;
let admin: string;
/** A product type, the supplier holding the most of its movable orders, and another supplier. */
let typeId: number;
let fromId: number;
let toId: number;

const movable = async (supplierId: number) =>
  (
    await api.server.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.productTypeId, typeId),
          eq(orders.supplierId, supplierId),
          inArray(orders.status, [...TRANSFERABLE_STATUSES]),
        ),
      )
  ).length;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.tokenFor(demoEmail('Administrator'));
  const [busiest] = rowsOf(
    await api.server.db.execute(sql`
      select product_type_id, supplier_id, count(*)::int as n from orders
      where supplier_id is not null and status in ('pending','pending_design','processing','ready','error')
      group by 1, 2 order by n desc limit 1`),
  ) as { product_type_id: number; supplier_id: number; n: number }[];
  typeId = busiest!.product_type_id;
  fromId = busiest!.supplier_id;
  const [other] = await api.server.db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.name, 'Supplier'), sql`${userRoles.userId} <> ${fromId}`))
    .limit(1);
  toId = other!.id;
  await api.server.db
    .insert(productTypeSuppliers)
    .values({ productTypeId: typeId, userId: toId, sorting: 9 })
    .onConflictDoNothing();
});
afterAll(() => api?.close());

const input = (over: Record<string, unknown> = {}) => ({
  product_type_id: String(typeId),
  from_supplier_id: String(fromId),
  to_supplier_id: String(toId),
  order_amount: 2,
  ...over,
});

test('an Administrator moves exactly N orders, the oldest first, each with an activity line', async () => {
  const [before, targetBefore] = [await movable(fromId), await movable(toId)];
  expect(before).toBeGreaterThanOrEqual(6);
  const oldest = await api.server.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.productTypeId, typeId),
        eq(orders.supplierId, fromId),
        inArray(orders.status, [...TRANSFERABLE_STATUSES]),
      ),
    )
    .orderBy(orders.createdAt, orders.id)
    .limit(2);
  expect(await api.ok(TRANSFER, { input: input() }, admin)).toEqual({
    transferOrdersBySupplier: true,
  });
  expect(await movable(fromId)).toBe(before - 2);
  expect(await movable(toId)).toBe(targetBefore + 2);
  const moved = await api.server.db
    .select({ supplierId: orders.supplierId })
    .from(orders)
    .where(
      inArray(
        orders.id,
        oldest.map((o) => o.id),
      ),
    );
  expect(moved.every((o) => o.supplierId === toId)).toBe(true);
  const logs = await api.server.db
    .select()
    .from(entityLogs)
    .where(
      inArray(
        entityLogs.entityId,
        oldest.map((o) => o.id),
      ),
    );
  expect(logs.filter((l) => l.message.startsWith('Order transferred from supplier'))).toHaveLength(
    2,
  );
});

test('two transfers at once never move an order twice, and each moves its N or nothing', async () => {
  const before = await movable(fromId);
  const amount = Math.floor(before / 2) + 1; // two of them cannot both succeed
  const results = await Promise.all([
    api.gql(TRANSFER, { input: input({ order_amount: amount }) }, admin),
    api.gql(TRANSFER, { input: input({ order_amount: amount }) }, admin),
  ]);
  const succeeded = results.filter((r) => !r.errors?.length);
  expect(succeeded).toHaveLength(1);
  expect(results.find((r) => r.errors?.length)?.errors?.[0]?.message).toMatch(/^Only \d+ order/);
  expect(await movable(fromId)).toBe(before - amount);
});

test('asking for more orders than there are moves none and says how many there are', async () => {
  const before = await movable(fromId);
  expect(await api.refused(TRANSFER, { input: input({ order_amount: before + 1 }) }, admin)).toBe(
    TRANSFER_MESSAGES.notEnough(before),
  );
  expect(await movable(fromId)).toBe(before);
});

test('§5’s checks and the server’s own, each changing nothing', async () => {
  const before = await movable(fromId);
  const refused = (over: Record<string, unknown>) =>
    api.refused(TRANSFER, { input: input(over) }, admin);
  expect(await refused({ product_type_id: null })).toBe('Please select all required information');
  expect(await refused({ order_amount: 0 })).toBe(TRANSFER_MESSAGES.required);
  expect(await refused({ to_supplier_id: String(fromId) })).toBe(
    'Form supplier is not same to supplier',
  );
  expect(await refused({ order_amount: -3 })).toBe(TRANSFER_MESSAGES.amountInvalid);
  expect(await refused({ order_amount: 10_001 })).toBe(TRANSFER_MESSAGES.amountInvalid);
  expect(await refused({ to_supplier_id: String(Number(fromId) + 100_000) })).toBe(
    TRANSFER_MESSAGES.notSupplierOfType,
  );
  expect(await movable(fromId)).toBe(before);
});

test('the statistics count orders per supplier, product type and status, 100 lines at most', async () => {
  const { getOrderBySupplier } = await api.ok<{
    getOrderBySupplier: {
      count: number;
      hits: {
        supplier_id: string;
        product_type_id: string;
        order_status: string;
        total_orders: number;
      }[];
    };
  }>(STATS, { filter: { product_type_ids: [String(typeId)], limit: 100 } }, admin);
  expect(getOrderBySupplier.hits.length).toBe(getOrderBySupplier.count);
  const [expected] = rowsOf(
    await api.server.db.execute(
      sql`select count(*)::int as n from orders where product_type_id = ${typeId} and supplier_id = ${toId} and status = 'ready'`,
    ),
  ) as { n: number }[];
  const line = getOrderBySupplier.hits.find(
    (h) => Number(h.supplier_id) === toId && h.order_status === 'ready',
  );
  expect(line?.total_orders ?? 0).toBe(expected!.n);
  expect(await api.refused(STATS, { filter: { limit: 101 } }, admin)).toMatch(/100/);
});

test('every role but the Administrator is refused both calls', async () => {
  for (const role of USER_ROLES.filter((r) => r !== 'Administrator')) {
    const token = await api.tokenFor(demoEmail(role));
    expect(await api.refused(STATS, {}, token)).toBe(SERVER_MESSAGES.forbidden);
    expect(await api.refused(TRANSFER, { input: input() }, token)).toBe(SERVER_MESSAGES.forbidden);
  }
  expect(await api.refused(STATS, {})).toBe(SERVER_MESSAGES.notSignedIn);
});
