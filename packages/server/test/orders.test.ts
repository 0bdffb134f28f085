import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  DTF_PARTNER_SUPPLIER_ID,
  ORDER_STATUSES,
  SUPPLIER_VISIBLE_STATUSES,
  PRODUCT_TYPE_MESSAGES,
  DATE_MESSAGES,
  SERVER_MESSAGES,
  USER_ROLES,
  type UserRole,
} from '@podoffice/domain';
import {
  activityLogs,
  customers,
  entityLogs,
  orderAddresses,
  ORDER_STATUS_VALUES,
  orderPrintFiles,
  orders,
  productTypeSuppliers,
  productTypeVariants,
  productTypes,
  sites,
  users,
} from '../src/db/schema';
import { ARG_MESSAGES, FILTER_VALUES_MAX } from '../src/graphql/args';
import { ORDER_READ_MESSAGES as M } from '../src/graphql/orders/resolvers';
import { createOrders, OrderDraftError, type OrderDraft } from '../src/orders/createOrder';
import { ORDER_ACTIVITY_TYPES, ORDER_INPUT_MESSAGES } from '../src/orders/model';
import { DEMO_ORDER_COUNT } from '../src/seed/orders';
import { demoEmail, startTestApi, type TestApi } from './harness';

const HIT = `id origin_id origin_number status price base_cost supplier_cost quantity shipping_cost
  personalized custom_order partner_error api_order created_at product_sku
  site { id title user { id } } supplier { id } customer { id email }`;
const LIST = `query L($filter: OrderFilter) { orders(filter: $filter) { count aggs { key doc_count } hits { ${HIT} } } }`;
const ORDER = `query O($id: ID!) { order(id: $id) {
  id status origin_id
  print_files { id title product_type_print_file_id file_id fileID }
  billing { address1 city } shipping { first_name method_title phone }
  carrier { id code } tracking { tracking_code }
  product_type { id sku product_type_carriers { carrier_id price default carrier { code } } }
  product_type_variant { id sku carrier_costs { carrier_id cost default } attributes { slug option } }
} }`;
const ORDER_BY_ID = `query O($id: ID!) { orderById(id: $id) { id status } }`;
const BY_CUSTOMER = `query C($id: ID!, $limit: Int) { ordersByCustomer(cus_id: $id, limit: $limit) { count lifetime_value hits { id product variant price quantity status created_at } } }`;
const CUSTOMERS = `query C($filter: CustomerFilter) { customers(filter: $filter) { count hits { id first_name last_name email phone site_id address { country_code } } } }`;
const CUSTOMER = `query C($id: ID!) { customerById(id: $id) { id email site_id } }`;
const COMMENTS = `query C($id: ID!) { OrderComments(order_id: $id) { id order_id created_at author { id first_name } comment { user_content } } }`;
const LOGS = `query L($filter: EntityLogFilter!) { entityLogs(filter: $filter) { count hits { id entity_id entity_name message created_at } } }`;
const DASHBOARD = `query D($filter: DashboardFilter) { dashboard(filter: $filter) {
  internal_order { all pending pending_design processing ready in_production fulfilled cancelled error }
  external_order { all } } }`;

interface Hit {
  id: string;
  origin_number: string;
  status: string;
  supplier_cost: number | null;
  price: number | null;
  base_cost: number | null;
  created_at: string;
  product_sku: string;
  site: { id: string; title: string; user: { id: string } };
  supplier: { id: string } | null;
  customer: { id: string; email: string } | null;
  partner_error: string[];
}
interface OrderList {
  count: number;
  aggs: { key: string; doc_count: number }[];
  hits: Hit[];
}
interface OrderDetail {
  id: string;
  print_files: { product_type_print_file_id: string | null }[];
  billing: { address1: string };
  shipping: { method_title: string };
  carrier: { code: string };
  tracking: { tracking_code: string };
  product_type: { product_type_carriers: { default: boolean }[] };
  product_type_variant: { carrier_costs: unknown[] };
}
type Caller = 'anonymous' | UserRole;
const READERS: UserRole[] = ['Administrator', 'Supporter', 'Seller', 'Supplier'];
const NOT_READERS: UserRole[] = USER_ROLES.filter((r) => !READERS.includes(r));

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const tokenOf = (caller: Caller) =>
  caller === 'anonymous' ? Promise.resolve(undefined) : api.tokenFor(demoEmail(caller));
const list = async (filter: Record<string, unknown> = {}, caller: Caller = 'Administrator') =>
  (await api.ok<{ orders: OrderList }>(LIST, { filter }, await tokenOf(caller))).orders;
const aggOf = (page: OrderList, key: string) =>
  page.aggs.find((a) => a.key === key)?.doc_count ?? NaN;

async function siteIdsOf(email: string) {
  const rows = await api.server.db
    .select({ id: sites.id })
    .from(sites)
    .innerJoin(users, eq(users.id, sites.userId))
    .where(eq(users.email, email));
  return rows.map((r) => r.id);
}

/** A site of the second demo seller that has seeded orders. */
async function seller2SiteWithOrders() {
  const [row] = await api.server.db
    .select({ id: orders.siteId })
    .from(orders)
    .innerJoin(sites, eq(sites.id, orders.siteId))
    .innerJoin(users, eq(users.id, sites.userId))
    .where(eq(users.email, 'seller2@podoffice.test'))
    .limit(1);
  return row!.id;
}

/** A seeded order matching a condition, for the single-order reads. */
async function seededOrder(where: ReturnType<typeof and>) {
  const [row] = await api.server.db.select().from(orders).where(where).orderBy(asc(orders.id));
  if (!row) throw new Error('no seeded order matches');
  return row;
}

test("the CHECK constraint of orders.status holds the domain's statuses", () => {
  expect([...ORDER_STATUS_VALUES]).toEqual([...ORDER_STATUSES]);
});

describe('the demo seed', () => {
  test('about 3,000 orders in every status, with personalized, custom, DTF partner, partner errors and trackings', async () => {
    const rows = await api.server.db
      .select({ status: orders.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .groupBy(orders.status);
    expect(rows.reduce((s, r) => s + r.n, 0)).toBe(DEMO_ORDER_COUNT);
    expect(rows.map((r) => r.status).sort()).toEqual([...ORDER_STATUSES].sort());
    const [flags] = await api.server.db
      .select({
        personalized: sql<number>`count(*) filter (where ${orders.personalized})`.mapWith(Number),
        custom: sql<number>`count(*) filter (where ${orders.customOrder})`.mapWith(Number),
        dtf: sql<number>`count(*) filter (where ${orders.supplierId} = ${DTF_PARTNER_SUPPLIER_ID})`.mapWith(
          Number,
        ),
        dtfError:
          sql<number>`count(*) filter (where ${orders.supplierId} = ${DTF_PARTNER_SUPPLIER_ID} and ${orders.status} = 'error')`.mapWith(
            Number,
          ),
        partnerErrors:
          sql<number>`count(*) filter (where cardinality(${orders.partnerError}) > 0)`.mapWith(
            Number,
          ),
        paused:
          sql<number>`count(*) filter (where ${orders.status} = 'pending' and ${orders.pausedFrom} is not null)`.mapWith(
            Number,
          ),
        lastWeek:
          sql<number>`count(*) filter (where ${orders.createdAt} > now() - interval '7 days')`.mapWith(
            Number,
          ),
      })
      .from(orders);
    expect(flags!.personalized).toBeGreaterThan(50);
    expect(flags!.custom).toBeGreaterThan(20);
    expect(flags!.dtf).toBeGreaterThan(50);
    expect(flags!.dtfError).toBeGreaterThan(0);
    expect(flags!.partnerErrors).toBe(rows.find((r) => r.status === 'error')!.n);
    expect(flags!.paused).toBe(rows.find((r) => r.status === 'pending')!.n);
    expect(flags!.lastWeek).toBeGreaterThan(400);
    const [children] = await api.server.db
      .select({
        trackings: sql<number>`(select count(*) from trackings)`.mapWith(Number),
        comments: sql<number>`(select count(*) from order_comments)`.mapWith(Number),
        logs: sql<number>`(select count(*) from entity_logs)`.mapWith(Number),
      })
      .from(sql`(select 1) as one`);
    expect(children!.trackings).toBeGreaterThan(500);
    expect(children!.comments).toBeGreaterThan(300);
    expect(children!.logs).toBeGreaterThan(DEMO_ORDER_COUNT);
  });
});

describe('orders: who reads them', () => {
  test.each(READERS)('%s reads a page of 20, newest first, with the tabs counted', async (role) => {
    const page = await list({}, role);
    expect(page.hits.length).toBeLessThanOrEqual(20);
    expect(page.hits.length).toBeGreaterThan(0);
    const dates = page.hits.map((h) => h.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.count).toBe(page.aggs.reduce((s, a) => s + a.doc_count, 0));
  });

  test.each(NOT_READERS)('%s is refused: §6 gives them no order screen', async (role) => {
    expect(await api.refused(LIST, {}, await tokenOf(role))).toBe(SERVER_MESSAGES.forbidden);
  });

  test('anonymous callers are asked to sign in', async () => {
    expect(await api.refused(LIST, {})).toBe(SERVER_MESSAGES.notSignedIn);
    expect(await api.refused(DASHBOARD, {})).toBe(SERVER_MESSAGES.notSignedIn);
    expect(await api.refused(CUSTOMERS, {})).toBe(SERVER_MESSAGES.notSignedIn);
  });

  test('Administrator: all nine statuses counted; a tab pages its own status and its count is the agg', async () => {
    const all = await list();
    expect(all.aggs.map((a) => a.key)).toEqual([...ORDER_STATUSES]);
    expect(all.count).toBe(DEMO_ORDER_COUNT);
    const ready = await list({ status: ['ready'] });
    expect(ready.count).toBe(aggOf(all, 'ready'));
    // Issue 23 §9: a status named twice is the Ready tab, not twice its count.
    expect((await list({ status: ['ready', 'ready'] })).count).toBe(aggOf(all, 'ready'));
    expect(ready.aggs).toEqual(all.aggs);
    expect(ready.hits.every((h) => h.status === 'ready')).toBe(true);
    const two = await list({ status: ['ready', 'error'] });
    expect(two.count).toBe(aggOf(all, 'ready') + aggOf(all, 'error'));
    expect(two.hits[0]!.partner_error).toBeDefined();
    const second = await list({ offset: 20 });
    expect(second.hits[0]!.id).not.toBe(all.hits[0]!.id);
  });

  test("Seller: only their own sites, no supplier cost; another seller's site is refused", async () => {
    const sellerId = String(await api.idOf('seller@podoffice.test'));
    const page = await list({ limit: 100 }, 'Seller');
    expect(page.hits.every((h) => h.site.user.id === sellerId)).toBe(true);
    expect(page.hits.every((h) => h.supplier_cost === null)).toBe(true);
    expect(
      page.hits.every((h) => typeof h.price === 'number' && typeof h.base_cost === 'number'),
    ).toBe(true);
    const own = await siteIdsOf('seller@podoffice.test');
    const [total] = await api.server.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(inArray(orders.siteId, own));
    expect(page.count).toBe(total!.n);
    const oneSite = await list({ site_ids: [String(own[0])] }, 'Seller');
    expect(oneSite.hits.every((h) => h.site.id === String(own[0]))).toBe(true);
    const [other] = await siteIdsOf('seller2@podoffice.test');
    expect(
      await api.refused(LIST, { filter: { site_ids: [String(other)] } }, await tokenOf('Seller')),
    ).toBe(SERVER_MESSAGES.forbidden);
    const seller2 = String(await api.idOf('seller2@podoffice.test'));
    expect(
      await api.refused(LIST, { filter: { seller_ids: [seller2] } }, await tokenOf('Seller')),
    ).toBe(SERVER_MESSAGES.forbidden);
  });

  test("Supplier: only their own orders, in the statuses a supplier sees (§6's five and error); no shipping method search", async () => {
    const me = await api.idOf('supplier@podoffice.test');
    const page = await list({ limit: 100 }, 'Supplier');
    expect(page.aggs.map((a) => a.key)).toEqual([...SUPPLIER_VISIBLE_STATUSES]);
    expect(page.hits.every((h) => h.supplier?.id === String(me))).toBe(true);
    expect(page.hits.every((h) => SUPPLIER_VISIBLE_STATUSES.includes(h.status as never))).toBe(
      true,
    );
    expect(page.hits.every((h) => typeof h.supplier_cost === 'number')).toBe(true);
    // Issue 23 §12: a supplier reads what it is paid, not the shopper's price nor the seller cost.
    expect(page.hits.every((h) => h.price === null && h.base_cost === null)).toBe(true);
    const [total] = await api.server.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(
        and(eq(orders.supplierId, me), inArray(orders.status, [...SUPPLIER_VISIBLE_STATUSES])),
      );
    expect(page.count).toBe(total!.n);
    const errorTab = await list({ status: ['error'] }, 'Supplier');
    expect(errorTab.count).toBe(aggOf(page, 'error'));
    expect(errorTab.hits.every((h) => h.status === 'error' && h.supplier?.id === String(me))).toBe(
      true,
    );
    // A tab of a status suppliers do not see is empty, not refused.
    expect(await list({ status: ['processing'] }, 'Supplier')).toMatchObject({
      count: 0,
      hits: [],
    });
    expect(
      await api.refused(
        LIST,
        { filter: { field: 'method_title', search: 'express' } },
        await tokenOf('Supplier'),
      ),
    ).toBe(M.fieldInvalid);
    // Nor does its search of any field look at the shipping method.
    expect((await list({ search: 'Express Shipping' }, 'Supplier')).count).toBe(0);
    expect((await list({ search: 'Express Shipping' }, 'Administrator')).count).toBeGreaterThan(0);
    const other = await api.idOf('hana.sato@podoffice.test');
    expect(
      await api.refused(
        LIST,
        { filter: { supplier_ids: [String(other)] } },
        await tokenOf('Supplier'),
      ),
    ).toBe(SERVER_MESSAGES.forbidden);
  });

  test('the DTF partner supplier sees its own orders, its error orders included', async () => {
    const token = await api.tokenFor('dtf@colorecommerce.test');
    const { orders: page } = await api.ok<{ orders: OrderList }>(
      LIST,
      { filter: { status: ['error'] } },
      token,
    );
    expect(page.count).toBeGreaterThan(0);
    expect(page.hits.every((h) => h.supplier?.id === String(DTF_PARTNER_SUPPLIER_ID))).toBe(true);
    expect(page.hits.every((h) => h.partner_error.length > 0)).toBe(true);
  });

  test("issue 23 §12: a Supplier reads no seller price of an order's variant, nor of its type's variants; an Administrator does", async () => {
    const me = await api.idOf('supplier@podoffice.test');
    const [own] = await api.server.db
      .select({ id: orders.id, typeId: productTypes.id })
      .from(orders)
      .innerJoin(productTypeVariants, eq(productTypeVariants.id, orders.productTypeVariantId))
      .innerJoin(productTypes, eq(productTypes.id, productTypeVariants.productTypeId))
      .innerJoin(
        productTypeSuppliers,
        and(
          eq(productTypeSuppliers.productTypeId, productTypes.id),
          eq(productTypeSuppliers.userId, me),
        ),
      )
      .where(
        and(
          eq(orders.supplierId, me),
          eq(orders.status, 'ready'),
          eq(productTypes.state, 'active'),
          eq(productTypes.personalized, false),
        ),
      )
      .limit(1);
    const PRICES = 'retail_cost sale_cost base_cost supplier_costs { user_id cost }';
    const READ = `query P($id: ID!, $type: ID!) {
      order(id: $id) { price base_cost supplier_cost product_type_variant { ${PRICES} } }
      productVariant(product_id: $type) { ${PRICES} } }`;
    type Prices = {
      retail_cost: number | null;
      sale_cost: number | null;
      base_cost: number | null;
      supplier_costs: { user_id: string }[];
    };
    const read = async (caller: Caller) =>
      api.ok<{
        order: { price: number | null; base_cost: number | null; product_type_variant: Prices };
        productVariant: Prices[];
      }>(READ, { id: String(own!.id), type: String(own!.typeId) }, await tokenOf(caller));
    const supplier = await read('Supplier');
    expect(supplier.order).toMatchObject({ price: null, base_cost: null });
    expect(supplier.productVariant.length).toBeGreaterThan(0);
    for (const variant of [supplier.order.product_type_variant, ...supplier.productVariant]) {
      expect(variant).toMatchObject({ retail_cost: null, sale_cost: null, base_cost: null });
      expect(variant.supplier_costs.every((c) => c.user_id === String(me))).toBe(true);
    }
    const admin = await read('Administrator');
    for (const variant of [admin.order.product_type_variant, ...admin.productVariant]) {
      expect(typeof variant.retail_cost).toBe('number');
      expect(typeof variant.sale_cost).toBe('number');
      expect(typeof variant.base_cost).toBe('number');
    }
  });

  test('Administrator filters by site, seller, supplier, product type, dates and api orders', async () => {
    const all = await list();
    const siteId = await seller2SiteWithOrders();
    const bySite = await list({ site_ids: [String(siteId)] });
    expect(bySite.count).toBeGreaterThan(0);
    expect(bySite.hits.every((h) => h.site.id === String(siteId))).toBe(true);
    const seller2 = String(await api.idOf('seller2@podoffice.test'));
    const bySeller = await list({ seller_ids: [seller2], limit: 100 });
    expect(bySeller.hits.every((h) => h.site.user.id === seller2)).toBe(true);
    expect(
      bySeller.count +
        (await list({ seller_ids: [String(await api.idOf('seller@podoffice.test'))] })).count,
    ).toBe(all.count);
    const bySupplier = await list({ supplier_ids: [String(DTF_PARTNER_SUPPLIER_ID)] });
    expect(bySupplier.hits.every((h) => h.supplier?.id === String(DTF_PARTNER_SUPPLIER_ID))).toBe(
      true,
    );
    const [dtfType] = await api.server.db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(eq(productTypes.sku, 'DTF'));
    const byType = await list({ product_type_ids: [String(dtfType!.id)] });
    expect(byType.count).toBe(bySupplier.count);
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const lastWeek = await list({ from: weekAgo, to: today });
    expect(lastWeek.count).toBeGreaterThan(0);
    expect(lastWeek.count).toBeLessThan(all.count);
    expect(lastWeek.hits.every((h) => h.created_at.slice(0, 10) >= weekAgo)).toBe(true);
    const api_ = await list({ api_order: true, limit: 100 });
    expect(api_.hits.length).toBeGreaterThan(0);
    expect(api_.hits.every((h) => h.site.title === 'Sam Prints API')).toBe(true);
    const apiLastWeek = await list({ api_order: true, from: weekAgo, to: today });
    expect(apiLastWeek.count).toBeGreaterThan(0);
    expect(apiLastWeek.count).toBeLessThan(api_.count);
    expect(api_.count + (await list({ api_order: false })).count).toBe(all.count);
  });

  test('api_order true (Api/CSV Orders): each reader within their own scope', async () => {
    const all = await list({ api_order: true, limit: 100 });
    const seller = await list({ api_order: true, limit: 100 }, 'Seller');
    expect(seller.count).toBe(all.count);
    expect(seller.hits.map((h) => h.id)).toEqual(all.hits.map((h) => h.id));
    const supporter = await list({ api_order: true, limit: 100 }, 'Supporter');
    expect(supporter.count).toBe(all.count);
    // The second seller has no api site: nothing, not the first seller's.
    const seller2 = (
      await api.ok<{ orders: OrderList }>(
        LIST,
        { filter: { api_order: true } },
        await api.tokenFor('seller2@podoffice.test'),
      )
    ).orders;
    expect(seller2.count).toBe(0);
    const supplier = await list({ api_order: true, limit: 100 }, 'Supplier');
    const supplierId = String(await api.idOf(demoEmail('Supplier')));
    expect(supplier.count).toBeGreaterThan(0);
    expect(supplier.count).toBeLessThan(all.count);
    expect(supplier.hits.every((h) => h.supplier?.id === supplierId)).toBe(true);
  });

  test('search by each field of §2, and by any', async () => {
    const row = await seededOrder(sql`${orders.amazonOrderId} is not null`);
    const [customer] = await api.server.db
      .select()
      .from(customers)
      .where(eq(customers.id, row.customerId!));
    const found = async (field: string, search: string) =>
      (await list({ field, search, limit: 100 })).hits.map((h) => h.id);
    expect(await found('origin_id', row.originId)).toContain(String(row.id));
    expect(await found('origin_number', row.originNumber!)).toContain(String(row.id));
    // Both lines of a shop order carry its Amazon order id.
    const sameShopOrder = await api.server.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.amazonOrderId, row.amazonOrderId!));
    expect((await found('amazon_order_id', row.amazonOrderId!)).sort()).toEqual(
      sameShopOrder.map((r) => String(r.id)).sort(),
    );
    expect(await found('id', `N${String(row.id).padStart(6, '0')}`)).toEqual([String(row.id)]);
    expect(await found('id', String(row.id))).toEqual([String(row.id)]);
    expect(await found('id', 'not an id')).toEqual([]);
    expect(await found('sku', row.productSku!)).toContain(String(row.id));
    const byEmail = await list({ field: 'customer_email', search: customer!.email!, limit: 100 });
    expect(byEmail.hits.map((h) => h.id)).toContain(String(row.id));
    expect(byEmail.hits.every((h) => h.customer?.email === customer!.email)).toBe(true);
    const express = await list({ field: 'method_title', search: 'express' });
    expect(express.count).toBeGreaterThan(0);
    expect(express.count).toBeLessThan(DEMO_ORDER_COUNT);
    expect((await found('all', row.amazonOrderId!)).sort()).toEqual(
      sameShopOrder.map((r) => String(r.id)).sort(),
    );
    const any = await list({ search: customer!.email! });
    expect(any.count).toBe(byEmail.count);
    const byOrderId = await list({ order_id: String(row.id) });
    expect(byOrderId.hits.map((h) => h.id)).toEqual([String(row.id)]);
  });

  test('bad filters are refused with a message', async () => {
    const token = await tokenOf('Administrator');
    const refused = (filter: Record<string, unknown>) => api.refused(LIST, { filter }, token);
    expect(await refused({ limit: 101 })).toBe(ARG_MESSAGES.limit(100));
    expect(await refused({ limit: 0 })).toBe(ARG_MESSAGES.limit(100));
    expect(await refused({ offset: -1 })).toBe(ARG_MESSAGES.offset);
    expect(await refused({ status: ['shipped'] })).toBe(M.statusInvalid('shipped'));
    expect(await refused({ status: Array(10_000).fill('ready') })).toBe(
      ARG_MESSAGES.tooManyValues('status', FILTER_VALUES_MAX),
    );
    expect(await refused({ field: 'title' })).toBe(M.fieldInvalid);
    expect(await refused({ aggs_by: 'site' })).toBe(M.aggsByInvalid);
    expect(await refused({ from: 'yesterday' })).toBe(ARG_MESSAGES.date('from'));
    // Issue 23 §5: year 0 failed inside the database.
    expect(await refused({ from: '0000-01-01' })).toBe(DATE_MESSAGES.outOfRange('from'));
    expect(await refused({ to: '2101-01-01T00:00:00Z' })).toBe(DATE_MESSAGES.outOfRange('to'));
    expect(await refused({ from: '2026-02-02', to: '2026-02-01' })).toBe(M.rangeInvalid);
    expect(await refused({ search: 'x'.repeat(101) })).toBe(ARG_MESSAGES.search(100));
    expect(await refused({ site_ids: ['abc'] })).toBe(M.idInvalid);
    expect(await refused({ product_type_ids: ['0'] })).toBe(M.idInvalid);
    expect(await refused({ site_ids: Array.from({ length: 1001 }, (_, i) => String(i + 1)) })).toBe(
      M.tooManyIds(1000),
    );
  });
});

describe('one order', () => {
  test('order and orderById: the carriers with their prices, carrier costs, print files and addresses', async () => {
    const row = await seededOrder(eq(orders.status, 'fulfilled'));
    const { order } = await api.ok<{ order: OrderDetail }>(
      ORDER,
      { id: String(row.id) },
      await tokenOf('Administrator'),
    );
    expect(order.id).toBe(String(row.id));
    expect(order.print_files.length).toBeGreaterThan(0);
    expect(order.print_files[0]!.product_type_print_file_id).not.toBeNull();
    expect(order.billing.address1).toBeTruthy();
    expect(order.shipping.method_title).toBeTruthy();
    expect(order.carrier.code).toBeTruthy();
    expect(order.tracking.tracking_code).toBeTruthy();
    expect(order.product_type.product_type_carriers.some((c) => c.default)).toBe(true);
    expect(order.product_type_variant.carrier_costs.length).toBeGreaterThan(0);
    const { orderById } = await api.ok<{ orderById: { id: string } }>(
      ORDER_BY_ID,
      { id: String(row.id) },
      await tokenOf('Supporter'),
    );
    expect(orderById.id).toBe(String(row.id));
  });

  test("outside the caller's orders, an order answers like a missing one", async () => {
    const foreign = await seededOrder(eq(orders.siteId, await seller2SiteWithOrders()));
    expect(await api.refused(ORDER, { id: String(foreign.id) }, await tokenOf('Seller'))).toBe(
      M.orderNotFound,
    );
    const supplier = await api.idOf('supplier@podoffice.test');
    const notTheirs = await seededOrder(sql`${orders.supplierId} <> ${supplier}`);
    expect(await api.refused(ORDER, { id: String(notTheirs.id) }, await tokenOf('Supplier'))).toBe(
      M.orderNotFound,
    );
    const hidden = await seededOrder(
      and(eq(orders.supplierId, supplier), eq(orders.status, 'processing')),
    );
    expect(
      await api.refused(ORDER_BY_ID, { id: String(hidden.id) }, await tokenOf('Supplier')),
    ).toBe(M.orderNotFound);
    const theirs = await seededOrder(
      and(eq(orders.supplierId, supplier), eq(orders.status, 'ready')),
    );
    await api.ok(ORDER_BY_ID, { id: String(theirs.id) }, await tokenOf('Supplier'));
    const own = await seededOrder(inArray(orders.siteId, await siteIdsOf('seller@podoffice.test')));
    await api.ok(ORDER, { id: String(own.id) }, await tokenOf('Seller'));
    for (const role of NOT_READERS) {
      expect(await api.refused(ORDER, { id: String(own.id) }, await tokenOf(role))).toBe(
        SERVER_MESSAGES.forbidden,
      );
    }
    expect(await api.refused(ORDER, { id: String(own.id) })).toBe(SERVER_MESSAGES.notSignedIn);
    expect(await api.refused(ORDER, { id: 'abc' }, await tokenOf('Administrator'))).toBe(
      M.orderNotFound,
    );
    expect(await api.refused(ORDER, { id: '999999' }, await tokenOf('Administrator'))).toBe(
      M.orderNotFound,
    );
  });

  test('comments and entity logs of an order the caller reads', async () => {
    const [commented] = await api.server.db
      .select({ orderId: sql<number>`order_id`.mapWith(Number) })
      .from(sql`order_comments`)
      .limit(1);
    const id = String(commented!.orderId);
    const { OrderComments } = await api.ok<{
      OrderComments: { order_id: string; comment: { user_content: string } }[];
    }>(COMMENTS, { id }, await tokenOf('Administrator'));
    expect(OrderComments.length).toBeGreaterThan(0);
    expect(OrderComments.every((c) => c.order_id === id && c.comment.user_content.length > 0)).toBe(
      true,
    );
    const { entityLogs: logs } = await api.ok<{
      entityLogs: { count: number; hits: { message: string }[] };
    }>(LOGS, { filter: { id, entity_name: 'order' } }, await tokenOf('Supporter'));
    expect(logs.count).toBeGreaterThan(0);
    expect(logs.hits.at(-1)!.message).toMatch(/^Order created from demo seed/);
    expect(
      await api.refused(
        LOGS,
        { filter: { id, entity_name: 'product' } },
        await tokenOf('Administrator'),
      ),
    ).toBe(M.entityInvalid);
    expect(
      await api.refused(
        LOGS,
        { filter: { id, entity_name: 'order', limit: 101 } },
        await tokenOf('Administrator'),
      ),
    ).toBe(ARG_MESSAGES.limit(100));
    for (const role of NOT_READERS) {
      expect(await api.refused(COMMENTS, { id }, await tokenOf(role))).toBe(
        SERVER_MESSAGES.forbidden,
      );
      expect(
        await api.refused(LOGS, { filter: { id, entity_name: 'order' } }, await tokenOf(role)),
      ).toBe(SERVER_MESSAGES.forbidden);
    }
  });
});

describe('customers', () => {
  test("customers: the Administrator's list, searched and bounded; every other role refused", async () => {
    const { customers: page } = await api.ok<{
      customers: { count: number; hits: { email: string; address: { country_code: string } }[] };
    }>(CUSTOMERS, { filter: {} }, await tokenOf('Administrator'));
    expect(page.hits).toHaveLength(20);
    expect(page.count).toBe(await api.rows(customers));
    const email = page.hits[0]!.email;
    const { customers: found } = await api.ok<{ customers: { hits: { email: string }[] } }>(
      CUSTOMERS,
      { filter: { search: email.toUpperCase() } },
      await tokenOf('Administrator'),
    );
    expect(found.hits.every((c) => c.email === email)).toBe(true);
    expect(
      await api.refused(CUSTOMERS, { filter: { limit: 101 } }, await tokenOf('Administrator')),
    ).toBe(ARG_MESSAGES.limit(100));
    for (const role of USER_ROLES.filter((r) => r !== 'Administrator')) {
      expect(await api.refused(CUSTOMERS, {}, await tokenOf(role))).toBe(SERVER_MESSAGES.forbidden);
    }
  });

  test("customerById and ordersByCustomer: staff any, a Seller their sites' customers, a Supplier their orders' customers", async () => {
    const own = await siteIdsOf('seller@podoffice.test');
    const [customer] = await api.server.db
      .select()
      .from(customers)
      .where(eq(customers.siteId, own[0]!))
      .limit(1);
    const id = String(customer!.id);
    for (const role of ['Administrator', 'Supporter', 'Seller'] as const) {
      const { customerById } = await api.ok<{ customerById: { id: string } }>(
        CUSTOMER,
        { id },
        await tokenOf(role),
      );
      expect(customerById.id).toBe(id);
    }
    const { ordersByCustomer } = await api.ok<{
      ordersByCustomer: {
        count: number;
        lifetime_value: number;
        hits: { price: number; quantity: number }[];
      };
    }>(BY_CUSTOMER, { id, limit: 100 }, await tokenOf('Administrator'));
    const rows = await api.server.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customer!.id));
    expect(ordersByCustomer.count).toBe(rows.length);
    expect(ordersByCustomer.lifetime_value).toBeCloseTo(
      rows.reduce((s, r) => s + (r.priceCents * r.quantity) / 100, 0),
      2,
    );
    const [foreign] = await api.server.db
      .select()
      .from(customers)
      .where(eq(customers.siteId, await seller2SiteWithOrders()))
      .limit(1);
    expect(await api.refused(CUSTOMER, { id: String(foreign!.id) }, await tokenOf('Seller'))).toBe(
      M.customerNotFound,
    );
    expect(
      await api.refused(BY_CUSTOMER, { id: String(foreign!.id) }, await tokenOf('Seller')),
    ).toBe(M.customerNotFound);
    const supplier = await api.idOf('supplier@podoffice.test');
    const [theirs] = await api.server.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(and(eq(orders.supplierId, supplier), eq(orders.status, 'fulfilled')))
      .limit(1);
    const supplied = await api.ok<{
      ordersByCustomer: {
        lifetime_value: number | null;
        hits: { status: string; price: number | null }[];
      };
    }>(BY_CUSTOMER, { id: String(theirs!.customerId) }, await tokenOf('Supplier'));
    expect(
      supplied.ordersByCustomer.hits.every((h) =>
        SUPPLIER_VISIBLE_STATUSES.includes(h.status as never),
      ),
    ).toBe(true);
    // Issue 23 §12: the shopper's prices, and their sum, are not the supplier's to read.
    expect(supplied.ordersByCustomer.lifetime_value).toBeNull();
    expect(supplied.ordersByCustomer.hits.every((h) => h.price === null)).toBe(true);
    const [notTheirs] = await api.server.db
      .select({ id: customers.id })
      .from(customers)
      .where(
        sql`not exists (select 1 from orders where customer_id = ${customers.id} and supplier_id = ${supplier})`,
      )
      .limit(1);
    expect(
      await api.refused(CUSTOMER, { id: String(notTheirs!.id) }, await tokenOf('Supplier')),
    ).toBe(M.customerNotFound);
    for (const role of NOT_READERS) {
      expect(await api.refused(CUSTOMER, { id }, await tokenOf(role))).toBe(
        SERVER_MESSAGES.forbidden,
      );
      expect(await api.refused(BY_CUSTOMER, { id }, await tokenOf(role))).toBe(
        SERVER_MESSAGES.forbidden,
      );
    }
    expect(await api.refused(BY_CUSTOMER, { id, limit: 101 }, await tokenOf('Administrator'))).toBe(
      ARG_MESSAGES.limit(100),
    );
    expect(await api.refused(CUSTOMER, { id: 'x' }, await tokenOf('Administrator'))).toBe(
      M.customerNotFound,
    );
  });
});

describe('dashboard', () => {
  // A Supplier's All is §4's five statuses (pending_design, ready, in_production, fulfilled,
  // refunded), as on their list's All tab, though they also see error orders.
  const supplierAll = ['pending_design', 'ready', 'in_production', 'fulfilled', 'refunded'];
  const cardOf = (page: OrderList, role?: string) => ({
    all:
      role === 'Supplier'
        ? supplierAll.reduce((sum, status) => sum + (aggOf(page, status) || 0), 0)
        : page.count,
    pending: aggOf(page, 'pending') || 0,
    pending_design: aggOf(page, 'pending_design') || 0,
    processing: aggOf(page, 'processing') || 0,
    ready: aggOf(page, 'ready') || 0,
    in_production: aggOf(page, 'in_production') || 0,
    fulfilled: aggOf(page, 'fulfilled') || 0,
    cancelled: aggOf(page, 'cancelled') || 0,
    error: aggOf(page, 'error') || 0,
  });

  test.each(['Administrator', 'Supporter', 'Supplier'] as const)(
    "%s: the Internal Order card equals the list's tab counts; External Order counts 0 until external orders exist",
    async (role) => {
      const { dashboard } = await api.ok<{
        dashboard: { internal_order: object; external_order: { all: number } };
      }>(DASHBOARD, {}, await tokenOf(role));
      // The card counts what the orders screen lists: every order but api sites' (ApiOrders).
      expect(dashboard.internal_order).toEqual(
        cardOf(await list({ api_order: false }, role), role),
      );
      expect(dashboard.external_order).toEqual({ all: 0 });
    },
  );

  test('Seller: their verified, active sites by default, or the sites they name (their own only)', async () => {
    const token = await tokenOf('Seller');
    const sellerId = await api.idOf('seller@podoffice.test');
    const verified = await api.server.db
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.userId, sellerId), eq(sites.verified, true), eq(sites.status, true)));
    const { dashboard } = await api.ok<{ dashboard: { internal_order: object } }>(
      DASHBOARD,
      {},
      token,
    );
    expect(dashboard.internal_order).toEqual(
      cardOf(
        await list({ site_ids: verified.map((s) => String(s.id)), api_order: false }, 'Seller'),
      ),
    );
    const [one] = verified;
    const named = await api.ok<{ dashboard: { internal_order: object } }>(
      DASHBOARD,
      { filter: { site_ids: [String(one!.id)] } },
      token,
    );
    expect(named.dashboard.internal_order).toEqual(
      cardOf(await list({ site_ids: [String(one!.id)], api_order: false }, 'Seller')),
    );
    const [other] = await siteIdsOf('seller2@podoffice.test');
    expect(await api.refused(DASHBOARD, { filter: { site_ids: [String(other)] } }, token)).toBe(
      SERVER_MESSAGES.forbidden,
    );
  });

  test.each(NOT_READERS)('%s is refused', async (role) => {
    expect(await api.refused(DASHBOARD, {}, await tokenOf(role))).toBe(SERVER_MESSAGES.forbidden);
  });
});

describe('createOrders', () => {
  let siteId: number;
  let otherSiteId: number;
  let variant: typeof productTypeVariants.$inferSelect;
  let serial = 0;

  beforeAll(async () => {
    siteId = (await siteIdsOf('seller@podoffice.test'))[0]!;
    otherSiteId = (await siteIdsOf('seller2@podoffice.test'))[0]!;
    const [type] = await api.server.db
      .select()
      .from(productTypes)
      .where(eq(productTypes.sku, 'CTS'));
    [variant] = (await api.server.db
      .select()
      .from(productTypeVariants)
      .where(eq(productTypeVariants.productTypeId, type!.id))
      .orderBy(asc(productTypeVariants.sorting))
      .limit(1)) as [typeof productTypeVariants.$inferSelect];
  });

  const draft = (overrides: Partial<OrderDraft> = {}): OrderDraft => ({
    siteId,
    originId: `TEST-${++serial}`,
    originItem: '1',
    originNumber: `#T${serial}`,
    productTypeVariantId: variant.id,
    quantity: 2,
    priceCents: 2499,
    customer: { firstName: 'Test', lastName: 'Buyer', email: 'Test.Buyer@Example.com' },
    billing: { address1: '1 Main St', city: 'Austin', countryCode: 'US', zip: '73301' },
    shipping: { firstName: 'Test', address1: '1 Main St', methodTitle: 'Standard Shipping' },
    ...overrides,
  });
  const creator = () => ({ userId: null, source: 'test', now: new Date() });
  const tables = () =>
    api.snapshot(orders, customers, orderAddresses, orderPrintFiles, entityLogs, activityLogs);

  test('writes the order, its customer, addresses, print areas, entity log and activity log; resolves supplier, carrier and costs', async () => {
    const before = await tables();
    const [made] = await createOrders(api.server.db, [draft()], creator());
    expect(made!.created).toBe(true);
    const after = await tables();
    expect(after.map((n, i) => n - before[i]!)).toEqual([1, 1, 2, 2, 1, 1]);
    const [row] = await api.server.db.select().from(orders).where(eq(orders.id, made!.id));
    const selected = variant.supplierCosts.find((c) => c.selected)!;
    const carrier = variant.carrierCosts.find((c) => c.default)!;
    expect(row).toMatchObject({
      status: 'pending_design',
      supplierId: Number(selected.user_id),
      supplierCostCents: selected.cost_cents,
      carrierId: Number(carrier.carrier_id),
      // The carrier's cost once and the variant's fee for the second item (§5 Fee Ship(item >= 2)).
      shippingCostCents: carrier.cost_cents + variant.feeShipCents,
      baseCostCents: variant.baseCostCents,
      productSku: variant.sku,
      productName: 'Classic T-Shirt',
      apiOrder: false,
    });
    const [customer] = await api.server.db
      .select()
      .from(customers)
      .where(eq(customers.id, row!.customerId!));
    expect(customer!.email).toBe('test.buyer@example.com');
    const [activity] = await api.server.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.type, ORDER_ACTIVITY_TYPES.create))
      .orderBy(sql`${activityLogs.id} desc`)
      .limit(1);
    expect(activity!.newData).toMatchObject({ id: made!.id, origin_id: row!.originId });
  });

  test('idempotent: the same shop line again answers the same order and writes nothing', async () => {
    const one = draft();
    const [first] = await createOrders(api.server.db, [one], creator());
    const before = await tables();
    const again = await createOrders(api.server.db, [one, { ...one, quantity: 5 }], creator());
    expect(again).toEqual([
      { id: first!.id, created: false },
      { id: first!.id, created: false },
    ]);
    expect(await tables()).toEqual(before);
    // The unique index is the rule, not the service's reading: a raw duplicate is refused too.
    const [row] = await api.server.db.select().from(orders).where(eq(orders.id, first!.id));
    const { id: _id, ...copy } = row!;
    await expect(api.server.db.insert(orders).values(copy)).rejects.toThrow();
  });

  test('one customer per email per site: the same email on another site is another customer', async () => {
    const email = `repeat${serial}@example.com`;
    const [a, b, c] = await createOrders(
      api.server.db,
      [
        draft({ customer: { email } }),
        draft({ customer: { email: email.toUpperCase() } }),
        draft({ siteId: otherSiteId, customer: { email } }),
      ],
      creator(),
    );
    const rows = await api.server.db
      .select({ id: orders.id, customerId: orders.customerId })
      .from(orders)
      .where(inArray(orders.id, [a!.id, b!.id, c!.id]))
      .orderBy(asc(orders.id));
    expect(rows[0]!.customerId).toBe(rows[1]!.customerId);
    expect(rows[2]!.customerId).not.toBe(rows[0]!.customerId);
  });

  test('a bad draft names itself and creates nothing, not even the good drafts beside it', async () => {
    const before = await tables();
    const attempt = (drafts: OrderDraft[]) => createOrders(api.server.db, drafts, creator());
    const failure = async (drafts: OrderDraft[]) => {
      const error = await attempt(drafts).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OrderDraftError);
      return error as OrderDraftError;
    };
    expect(await failure([draft(), draft({ quantity: 0 })])).toMatchObject({
      index: 1,
      message: ORDER_INPUT_MESSAGES.quantityInvalid,
    });
    expect((await failure([draft({ originId: ' ' })])).message).toBe(
      ORDER_INPUT_MESSAGES.originIdRequired,
    );
    expect((await failure([draft({ priceCents: -1 })])).message).toBe(
      ORDER_INPUT_MESSAGES.priceInvalid,
    );
    expect((await failure([draft({ productTypeVariantId: 99_999_999 })])).message).toBe(
      ORDER_INPUT_MESSAGES.variantNotFound,
    );
    expect((await failure([draft({ siteId: 99_999_999 })])).message).toBe(
      ORDER_INPUT_MESSAGES.siteNotFound,
    );
    expect((await failure([draft({ supplierId: DTF_PARTNER_SUPPLIER_ID })])).message).toBe(
      ORDER_INPUT_MESSAGES.supplierNotOfType,
    );
    expect((await failure([draft({ customer: { email: 'not an email' } })])).message).toBe(
      ORDER_INPUT_MESSAGES.emailInvalid,
    );
    expect((await failure([draft({ originNumber: 'x'.repeat(256) })])).message).toBe(
      ORDER_INPUT_MESSAGES.tooLong('Origin number', 255),
    );
    expect(await tables()).toEqual(before);
  });

  test('a variant an order was made of cannot be deleted with its product type', async () => {
    const [type] = await api.server.db
      .select()
      .from(productTypes)
      .where(eq(productTypes.sku, 'CTS'));
    const message = await api.refused(
      'mutation D($id: ID!) { deleteProductType(id: $id) }',
      { id: String(type!.id) },
      await tokenOf('Administrator'),
    );
    const result = await api.server.db.execute(
      sql`select count(*)::int as n from orders where product_type_id = ${type!.id}`,
    );
    const n = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(message).toBe(PRODUCT_TYPE_MESSAGES.typeVariantsInUse(`orders (${n})`));
  });
});

describe('every order read as every caller', () => {
  // One order every reader may read: a seller's order, supplied by the demo supplier, ready.
  let orderId: string;
  let customerId: string;
  beforeAll(async () => {
    const supplier = await api.idOf('supplier@podoffice.test');
    const row = await seededOrder(
      and(
        inArray(orders.siteId, await siteIdsOf('seller@podoffice.test')),
        eq(orders.supplierId, supplier),
        eq(orders.status, 'ready'),
      ),
    );
    orderId = String(row.id);
    customerId = String(row.customerId);
  });

  const OPERATIONS: [
    name: string,
    query: string,
    variables: () => Record<string, unknown>,
    readers: Caller[],
  ][] = [
    ['orders', LIST, () => ({}), READERS],
    ['order', ORDER, () => ({ id: orderId }), READERS],
    ['orderById', ORDER_BY_ID, () => ({ id: orderId }), READERS],
    ['OrderComments', COMMENTS, () => ({ id: orderId }), READERS],
    ['entityLogs', LOGS, () => ({ filter: { id: orderId, entity_name: 'order' } }), READERS],
    ['ordersByCustomer', BY_CUSTOMER, () => ({ id: customerId }), READERS],
    ['customerById', CUSTOMER, () => ({ id: customerId }), READERS],
    ['customers', CUSTOMERS, () => ({}), ['Administrator']],
    ['dashboard', DASHBOARD, () => ({}), READERS],
  ];
  const CALLERS: Caller[] = ['anonymous', ...USER_ROLES];
  const rows = OPERATIONS.flatMap(([name, query, variables, readers]) =>
    CALLERS.map((caller) => ({
      name,
      query,
      variables,
      caller,
      allowed: readers.includes(caller),
    })),
  );

  test.each(rows)(
    '$name as $caller: allowed $allowed',
    async ({ query, variables, caller, allowed }) => {
      const token = await tokenOf(caller);
      if (allowed) {
        await api.ok(query, variables(), token);
      } else {
        expect(await api.refused(query, variables(), token)).toBe(
          caller === 'anonymous' ? SERVER_MESSAGES.notSignedIn : SERVER_MESSAGES.forbidden,
        );
      }
    },
  );
});
