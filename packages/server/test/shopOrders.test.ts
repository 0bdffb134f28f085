import { createHmac, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import {
  EXTERNAL_ORDER_MESSAGES as M,
  FETCH_ORDER_MESSAGES as F,
  SERVER_MESSAGES,
  SYSTEM_LOG_TYPES,
} from '@podoffice/domain';
import {
  backgroundJobs,
  externalOrders,
  files,
  orders,
  productPrintFiles,
  productTypePrintAreas,
  productTypeVariants,
  productVariants,
  products,
  sites,
  systemLogs,
  users,
  webhookDeliveries,
} from '../src/db/schema';
import { sweepOldRows } from '../src/db/sweepRows';
import { REFUSALS_LOGGED } from '../src/shopOrders/webhooks';
import { FAKE_APPS, startFakePlatforms, type FakePlatforms } from '../src/demo/fakes';
import { connectShop } from './fakes/siteOperations';
import { demoEmail, jobEnded, startTestApi, type TestApi } from './harness';

// Issue 26, orders arriving (spec 2 §2 External Orders and Fetch Orders, §3, §5 Mapping order and
// Fetch Orders, §7, §8, §9 system log types): a connected shop's order webhooks, signed and
// idempotent, become orders (mapped lines) or external orders (the others); mapping one makes its
// order and maps the shop variant for the next orders; Fetch Orders brings the same orders once.

const LIST = `query List($filter: ExternalOrderFilter) {
  listMappingOrder(filter: $filter) {
    count
    hits { id site_id order_origin_id order_number line_item_id variant_origin_id product sku quantity price personalized print_file_url mapped site { id platform } }
  }
}`;
const ADMIN_LIST = `query Admin($filter: ExternalOrderFilter) { adminExternalOrders(filter: $filter) { count hits { id site_id } } }`;
const MAP = `mutation Map($input: CreateNewOrderInput!) { createNewOrder(input: $input) }`;
const MAP_PRODUCT = `mutation MapProduct($input: CreateNewOrderWithProductIdInput!) { createNewOrderWithProductId(input: $input) }`;
const REMOVE = `mutation Remove($ids: [ID!]!) { removeMappingOrder(ids: $ids) }`;
const FETCH = `mutation Fetch($site_id: ID!, $order_ids: String, $range_time: FetchOrdersRange) {
  fetchMultipleOrders(site_id: $site_id, order_ids: $order_ids, range_time: $range_time) { id status }
}`;
const DASHBOARD = `query D($filter: DashboardFilter) { dashboard(filter: $filter) { external_order { all } } }`;

const SHOP = 'arrivals.myshopify.com';
const WOO_SHOP = 'arrivals-woo.example';

let fakes: FakePlatforms;
let api: TestApi;
let seller: string;
let seller2: string;
let shopSite: number;
let wooSite: number;
/** A product type variant orders can be made of, another of the same type, one of another type. */
let variant: { id: number; typeId: number };
let sibling: { id: number };
let foreign: { id: number };

const connect = (platform: 'shopify' | 'shopbase' | 'woocommerce', host: string) =>
  connectShop(api, fakes, seller, platform, host);

/** Waits until every webhook job and delivery of the fakes has ended. */
async function settle() {
  for (let i = 0; i < 200; i++) {
    const deliveries = [...fakes.shopify.deliveries, ...fakes.woocommerce.deliveries];
    const live = await api.server.db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(inArray(backgroundJobs.status, ['queued', 'running', 'retrying']));
    if (live.length === 0 && deliveries.every((d) => d.status === 200)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the webhooks did not settle');
}

const waitJob = (id: string) => jobEnded(api, id, seller);

const ordersOf = (site: number, originId: string) =>
  api.server.db
    .select({
      id: orders.id,
      originItem: orders.originItem,
      variantId: orders.productTypeVariantId,
    })
    .from(orders)
    .where(and(eq(orders.siteId, site), eq(orders.originId, originId)));

const externalsOf = (site: number, originId: string) =>
  api.server.db
    .select()
    .from(externalOrders)
    .where(and(eq(externalOrders.siteId, site), eq(externalOrders.orderOriginId, originId)));

/** Posts a Shopify webhook as the shop would, signed with `secret`. */
function sendShopify(
  site: number,
  body: string,
  secret: string = FAKE_APPS.shopify.clientSecret,
  id = randomUUID(),
) {
  return fetch(`${api.server.url}/webhooks/shopify/${site}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': 'orders/create',
      'x-shopify-webhook-id': id,
      'x-shopify-hmac-sha256': createHmac('sha256', secret).update(body).digest('base64'),
    },
    body,
  });
}

async function lastLog(type: string) {
  const [row] = await api.server.db
    .select()
    .from(systemLogs)
    .where(eq(systemLogs.type, type))
    .orderBy(desc(systemLogs.id))
    .limit(1);
  return row?.message;
}

beforeAll(async () => {
  fakes = await startFakePlatforms();
  api = await startTestApi({ platforms: fakes.config() });
  [seller, seller2] = await Promise.all([
    api.tokenFor(demoEmail('Seller')),
    api.tokenFor('seller2@podoffice.test'),
  ]);
  [shopSite, wooSite] = [await connect('shopify', SHOP), await connect('woocommerce', WOO_SHOP)];
  // A variant the seed's orders are made of: the catalogue resolves its supplier and carrier.
  const [used] = await api.server.db
    .select({ id: orders.productTypeVariantId, typeId: orders.productTypeId })
    .from(orders)
    .limit(1);
  variant = { id: used!.id!, typeId: used!.typeId! };
  const others = await api.server.db
    .select({ id: productTypeVariants.id, typeId: productTypeVariants.productTypeId })
    .from(productTypeVariants)
    .limit(2000);
  sibling = others.find((v) => v.typeId === variant.typeId && v.id !== variant.id)!;
  foreign = others.find((v) => v.typeId !== variant.typeId)!;
});
afterAll(async () => {
  await api?.close();
  await fakes?.close();
});

describe('a shop order arrives by webhook', () => {
  test('connecting the shop registers its order webhooks, signed deliveries to this API', () => {
    const hooks = fakes.shopify.webhooks.get(SHOP) ?? [];
    expect(hooks.map((h) => h.topic)).toEqual(expect.arrayContaining(['orders/create']));
    expect(hooks.every((h) => h.address.endsWith(`/webhooks/shopify/${shopSite}`))).toBe(true);
  });

  test('an unmapped line waits in External Orders; mapping it makes the order, and the next order of that variant arrives as an order', async () => {
    const first = fakes.shopify.placeOrder(SHOP, { lines: [{ variantId: 10000, quantity: 2 }] });
    await settle();
    const { listMappingOrder } = await api.ok<{
      listMappingOrder: {
        count: number;
        hits: {
          id: string;
          order_origin_id: string;
          quantity: number;
          price: number;
          variant_origin_id: string;
          site: { platform: string };
        }[];
      };
    }>(LIST, { filter: { siteId: String(shopSite) } }, seller);
    const waiting = listMappingOrder.hits.find((h) => h.order_origin_id === String(first.id))!;
    expect(waiting).toMatchObject({ quantity: 2, price: 12, variant_origin_id: '10000' });
    expect(waiting.site.platform).toBe('shopify');
    expect(await ordersOf(shopSite, String(first.id))).toEqual([]);
    expect(await lastLog(SYSTEM_LOG_TYPES.orderUpdated)).toContain('wait for mapping');

    const mapped = await api.ok<{ createNewOrder: string }>(
      MAP,
      {
        input: {
          productType: String(variant.typeId),
          mappingOrderId: waiting.id,
          mappingProduct: [
            { originVariantId: '10000', productTypeVariantId: String(variant.id) },
            { originVariantId: '10001', productTypeVariantId: String(sibling.id) },
          ],
        },
      },
      seller,
    );
    const made = await ordersOf(shopSite, String(first.id));
    expect(made).toEqual([
      expect.objectContaining({ id: Number(mapped.createNewOrder), variantId: variant.id }),
    ]);
    const after = await api.ok<{ listMappingOrder: { hits: { id: string }[] } }>(LIST, {}, seller);
    expect(after.listMappingOrder.hits.map((h) => h.id)).not.toContain(waiting.id);

    // Lines of both mapped variants and one never mapped.
    const second = fakes.shopify.placeOrder(SHOP, {
      lines: [{ variantId: 10000 }, { variantId: 10001 }, { variantId: 10010 }],
    });
    await settle();
    const lines = await ordersOf(shopSite, String(second.id));
    expect(lines.map((l) => l.variantId).sort()).toEqual([variant.id, sibling.id].sort());
    expect((await externalsOf(shopSite, String(second.id))).map((e) => e.variantOriginId)).toEqual([
      '10010',
    ]);
    expect(await lastLog(SYSTEM_LOG_TYPES.orderCreated)).toMatch(
      /2 line\(s\) became order\(s\) N\d{6}/,
    );
  });

  test('the same order delivered three times at once, and fetched meanwhile, is stored once', async () => {
    const placed = fakes.shopify.placeOrder(SHOP, {
      lines: [{ variantId: 10000 }, { variantId: 10020 }],
    });
    const body = JSON.stringify(placed);
    const [fetchJob] = await Promise.all([
      api.ok<{ fetchMultipleOrders: { id: string } }>(
        FETCH,
        { site_id: String(shopSite), order_ids: String(placed.id) },
        seller,
      ),
      ...[1, 2, 3].map(() => sendShopify(shopSite, body)),
    ]);
    const job = await waitJob(fetchJob.fetchMultipleOrders.id);
    expect(job.status).toBe('done');
    await settle();
    expect(await ordersOf(shopSite, String(placed.id))).toHaveLength(1);
    expect(await externalsOf(shopSite, String(placed.id))).toHaveLength(1);
    const said = await api.server.db
      .select({ type: systemLogs.type, message: systemLogs.message })
      .from(systemLogs)
      .where(like(systemLogs.message, `%order ${String(placed.name)} %`));
    expect(said.filter((l) => l.type === SYSTEM_LOG_TYPES.orderCreated)).toHaveLength(1);
    expect(said.filter((l) => l.type === SYSTEM_LOG_TYPES.duplicateOrder).length).toBeGreaterThan(
      0,
    );
  });

  test('forged, unsigned and replayed webhooks are refused or ignored, and logged', async () => {
    const body = JSON.stringify(
      fakes.shopify.placeOrder('nobody.myshopify.com', { lines: [{ variantId: 10050 }] }),
    );
    const before = await api.rows(externalOrders);
    expect((await sendShopify(shopSite, body, 'not-the-secret')).status).toBe(401);
    const unsigned = await fetch(`${api.server.url}/webhooks/shopify/${shopSite}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-topic': 'orders/create' },
      body,
    });
    expect(unsigned.status).toBe(401);
    expect(await lastLog(SYSTEM_LOG_TYPES.webhookRefused)).toContain('signature');
    expect((await sendShopify(999_999, body)).status).toBe(404);
    // A delivery id already taken is answered and not run again.
    const id = randomUUID();
    expect((await sendShopify(shopSite, body, undefined, id)).status).toBe(200);
    const again = await sendShopify(shopSite, body, undefined, id);
    expect(await again.json()).toMatchObject({ duplicate: true });
    await settle();
    expect(await api.rows(externalOrders)).toBe(before + 1);
    // A shop is outside the GraphQL edge: a NUL and half a surrogate pair are cleaned, not fatal.
    const odd = {
      id: 77_001,
      name: '#77001',
      line_items: [
        { id: 77_002, variant_id: 10_060, title: 'Tee\u0000 \udfff', quantity: 1, price: '5.00' },
      ],
    };
    expect((await sendShopify(shopSite, JSON.stringify(odd))).status).toBe(200);
    await settle();
    expect((await externalsOf(shopSite, '77001'))[0]?.title).toBe('Tee \ufffd');
    // Not an order at all: logged as 'Order convert error', nothing stored.
    expect((await sendShopify(shopSite, JSON.stringify({ id: 5 }))).status).toBe(200);
    await settle();
    expect(await lastLog(SYSTEM_LOG_TYPES.orderConvertError)).toContain('no line items');
    expect(await api.rows(externalOrders)).toBe(before + 2);
  });

  test('a flood of forged deliveries is refused every time but logged a bounded number of times', async () => {
    const refusedLines = async () =>
      (
        await api.server.db
          .select({ id: systemLogs.id })
          .from(systemLogs)
          .where(eq(systemLogs.type, SYSTEM_LOG_TYPES.webhookRefused))
      ).length;
    const before = await refusedLines();
    const body = JSON.stringify({ id: 1, line_items: [] });
    const statuses: number[] = [];
    for (let i = 0; i < REFUSALS_LOGGED.limit + 10; i++) {
      statuses.push((await sendShopify(shopSite, body, 'forged')).status);
    }
    expect(new Set(statuses)).toEqual(new Set([401]));
    expect((await refusedLines()) - before).toBeLessThanOrEqual(REFUSALS_LOGGED.limit);
  });

  test('taken delivery ids are kept for a week, as long as a shop retries, then swept', async () => {
    const now = new Date();
    const day = 24 * 3_600_000;
    const [old, recent] = await api.server.db
      .insert(webhookDeliveries)
      .values([
        {
          siteId: shopSite,
          deliveryId: `old-${randomUUID()}`,
          topic: 'orders/create',
          createdAt: new Date(now.getTime() - 8 * day),
        },
        {
          siteId: shopSite,
          deliveryId: `new-${randomUUID()}`,
          topic: 'orders/create',
          createdAt: new Date(now.getTime() - 6 * day),
        },
      ])
      .returning({ id: webhookDeliveries.id });
    expect((await sweepOldRows(api.server.db, now)).deliveries).toBeGreaterThanOrEqual(1);
    const left = await api.server.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.id, [old!.id, recent!.id]));
    expect(left.map((r) => r.id)).toEqual([recent!.id]);
  });

  test('WooCommerce signs with the site’s own secret; a delivery signed otherwise is refused', async () => {
    const placed = fakes.woocommerce.placeOrder(WOO_SHOP, {
      lines: [
        {
          variantId: 10001,
          properties: [{ name: 'Design', value: 'https://files.example/d.png' }],
        },
      ],
    });
    await settle();
    const [line] = await externalsOf(wooSite, String(placed.id));
    expect(line).toMatchObject({
      variantOriginId: '10001',
      personalized: true,
      printFileUrl: 'https://files.example/d.png',
    });
    const forged = await fetch(`${api.server.url}/webhooks/woocommerce/${wooSite}`, {
      method: 'POST',
      headers: {
        'x-wc-webhook-topic': 'order.created',
        'x-wc-webhook-signature': createHmac('sha256', 'guess').update('{}').digest('base64'),
      },
      body: '{}',
    });
    expect(forged.status).toBe(401);
  });
});

describe('mapping and removing', () => {
  let waitingId: string;
  beforeAll(async () => {
    const placed = fakes.shopify.placeOrder(SHOP, { lines: [{ variantId: 10030 }] });
    await settle();
    waitingId = String((await externalsOf(shopSite, String(placed.id)))[0]!.id);
  });
  const input = (mappingProduct: unknown, productType: unknown = String(variant.typeId)) => ({
    input: { productType, mappingOrderId: waitingId, mappingProduct },
  });

  test('§5’s messages, and the server’s for a variant of another type or not of this order', async () => {
    expect(await api.refused(MAP, input([]), seller)).toBe(M.variantMapEmpty);
    expect(await api.refused(MAP, input([{ originVariantId: '10030' }]), seller)).toBe(
      M.fieldRequired,
    );
    expect(
      await api.refused(
        MAP,
        input([{ originVariantId: '10030', productTypeVariantId: String(foreign.id) }]),
        seller,
      ),
    ).toBe(M.variantNotOfType);
    expect(
      await api.refused(
        MAP,
        input([{ originVariantId: '1', productTypeVariantId: String(variant.id) }]),
        seller,
      ),
    ).toBe(M.orderVariantNotMapped);
    expect(
      await api.refused(
        MAP,
        input(Array(101).fill({ originVariantId: '1', productTypeVariantId: '1' })),
        seller,
      ),
    ).toBe(M.tooManyMappings);
  });

  test('another seller neither sees, maps nor removes it; Suppliers and Listing are refused', async () => {
    const theirs = await api.ok<{ listMappingOrder: { hits: { id: string }[] } }>(
      LIST,
      {},
      seller2,
    );
    expect(theirs.listMappingOrder.hits.map((h) => h.id)).not.toContain(waitingId);
    expect(await api.refused(LIST, { filter: { siteId: String(shopSite) } }, seller2)).toBe(
      SERVER_MESSAGES.forbidden,
    );
    const ok = [{ originVariantId: '10030', productTypeVariantId: String(variant.id) }];
    expect(await api.refused(MAP, input(ok), seller2)).toBe(M.notFound);
    expect(await api.refused(REMOVE, { ids: [waitingId] }, seller2)).toBe(M.notFound);
    for (const role of ['Supplier', 'Listing', 'Accounting']) {
      const token = await api.tokenFor(demoEmail(role));
      expect(await api.refused(LIST, {}, token)).toBe(SERVER_MESSAGES.forbidden);
      expect(await api.refused(MAP, input(ok), token)).toBe(SERVER_MESSAGES.forbidden);
    }
    expect(await api.refused(ADMIN_LIST, {}, seller)).toBe(SERVER_MESSAGES.forbidden);
    const all = await api.ok<{ adminExternalOrders: { count: number } }>(
      ADMIN_LIST,
      {},
      await api.tokenFor(demoEmail('Supporter')),
    );
    expect(all.adminExternalOrders.count).toBeGreaterThan(0);
    expect(await api.refused(LIST, { filter: { limit: 101 } }, seller)).toMatch(/100/);
  });

  test('two mappings at once make one order; a mapped one cannot be mapped or removed again', async () => {
    const ok = [{ originVariantId: '10030', productTypeVariantId: String(variant.id) }];
    const answers = await Promise.all([1, 2].map(() => api.gql(MAP, input(ok), seller)));
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(answers.find((a) => a.errors)?.errors?.[0]?.message).toBe(M.alreadyMapped);
    expect(await api.refused(MAP, input(ok), seller)).toBe(M.alreadyMapped);
    expect(await api.ok(REMOVE, { ids: [waitingId] }, seller)).toEqual({ removeMappingOrder: 0 });
  });

  test('Remove takes it off the list for good: the shop’s next delivery of that order does not bring it back', async () => {
    const placed = fakes.shopify.placeOrder(SHOP, { lines: [{ variantId: 10040 }] });
    await settle();
    const [line] = await externalsOf(shopSite, String(placed.id));
    const { dashboard: before } = await api.ok<{ dashboard: { external_order: { all: number } } }>(
      DASHBOARD,
      {},
      seller,
    );
    expect(await api.ok(REMOVE, { ids: [String(line!.id)] }, seller)).toEqual({
      removeMappingOrder: 1,
    });
    const { dashboard } = await api.ok<{ dashboard: { external_order: { all: number } } }>(
      DASHBOARD,
      {},
      seller,
    );
    expect(dashboard.external_order.all).toBe(before.external_order.all - 1);
    await sendShopify(shopSite, JSON.stringify(placed));
    await settle();
    const list = await api.ok<{ listMappingOrder: { hits: { id: string }[] } }>(LIST, {}, seller);
    expect(list.listMappingOrder.hits.map((h) => h.id)).not.toContain(String(line!.id));
    expect(await api.refused(REMOVE, { ids: [] }, seller)).toBe(M.noneSelected);
    expect(
      await api.refused(
        REMOVE,
        { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) },
        seller,
      ),
    ).toBe(M.tooManyIds);
  });
});

describe('mapping to one of the seller’s products (createNewOrderWithProductId)', () => {
  let waitingId: string;
  let product: { id: number; variantId: number; otherVariantId: number };
  let theirs: { id: number; variantId: number };

  /** A product of `email`'s with variants of the mapped type, designed on every print area. */
  async function productOf(email: string, sku: string) {
    const db = api.server.db;
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [made] = await db
      .insert(products)
      .values({ userId: owner!.id, sku, title: `Product ${sku}`, shortCode: randomUUID() })
      .returning({ id: products.id });
    const rows = await db
      .insert(productVariants)
      .values(
        [variant.id, sibling.id].map((id) => ({
          productId: made!.id,
          productTypeId: variant.typeId,
          productTypeVariantId: id,
          sku: `${sku}-${id}`,
          regularPriceCents: 3000,
          salePriceCents: 2500,
        })),
      )
      .returning({ id: productVariants.id });
    const areas = await db
      .select({ id: productTypePrintAreas.id })
      .from(productTypePrintAreas)
      .where(eq(productTypePrintAreas.productTypeId, variant.typeId));
    for (const area of areas) {
      const [file] = await db
        .insert(files)
        .values({
          key: `designs/${randomUUID()}.png`,
          fileName: 'front.png',
          fileMime: 'image/png',
          fileSize: 1,
        })
        .returning({ id: files.id });
      await db.insert(productPrintFiles).values({
        productId: made!.id,
        productTypeId: variant.typeId,
        printAreaId: area.id,
        fileId: file!.id,
      });
    }
    return { id: made!.id, variantId: rows[0]!.id, otherVariantId: rows[1]!.id };
  }

  beforeAll(async () => {
    const placed = fakes.shopify.placeOrder(SHOP, { lines: [{ variantId: 10050 }] });
    await settle();
    waitingId = String((await externalsOf(shopSite, String(placed.id)))[0]!.id);
    product = await productOf(demoEmail('Seller'), `MAP-${Date.now()}`);
    theirs = await productOf('seller2@podoffice.test', `THEIRS-${Date.now()}`);
  });
  const input = (fields: Record<string, unknown>) => ({
    input: { mappingOrderId: waitingId, ...fields },
  });

  test('bad input, another seller’s product or a variant that is not the one shown are refused, and nothing is made', async () => {
    const mine = {
      mappingProductId: String(product.id),
      mappingProductVariantId: String(product.variantId),
    };
    const refusals: [string, Record<string, unknown>, string][] = [
      ['no variant', { mappingProductId: String(product.id) }, M.productAndVariant],
      [
        'another seller’s product',
        { mappingProductId: String(theirs.id), mappingProductVariantId: String(theirs.variantId) },
        M.productNotFound,
      ],
      [
        'a variant of another product',
        { mappingProductId: String(product.id), mappingProductVariantId: String(theirs.variantId) },
        M.productNotFound,
      ],
      [
        'a type variant other than the one shown',
        { ...mine, productTypeVariantId: String(sibling.id) },
        M.variantNotOfType,
      ],
      ['another site', { ...mine, siteId: String(wooSite) }, M.notFound],
    ];
    for (const [why, fields, message] of refusals) {
      expect([why, await api.refused(MAP_PRODUCT, input(fields), seller)]).toEqual([why, message]);
    }
    const ok = input(mine);
    expect(await api.refused(MAP_PRODUCT, ok, seller2)).toBe(M.notFound);
    for (const role of ['Supplier', 'Listing']) {
      expect(await api.refused(MAP_PRODUCT, ok, await api.tokenFor(demoEmail(role)))).toBe(
        SERVER_MESSAGES.forbidden,
      );
    }
    // The modal's list: the site's seller's products, for staff too; nothing of theirs for another seller.
    const PRODUCTS = `query P($filter: ProductFilter) { products(filter: $filter) { count hits { id } } }`;
    const bySite = { filter: { seller_site_id: String(shopSite), limit: 100 } };
    type Listed = { products: { hits: { id: string }[] } };
    const forStaff = await api.ok<Listed>(
      PRODUCTS,
      bySite,
      await api.tokenFor(demoEmail('Supporter')),
    );
    expect(forStaff.products.hits.map((h) => h.id)).toContain(String(product.id));
    expect(forStaff.products.hits.map((h) => h.id)).not.toContain(String(theirs.id));
    expect((await api.ok<Listed>(PRODUCTS, bySite, seller2)).products.hits).toEqual([]);
    const [still] = await api.server.db
      .select()
      .from(externalOrders)
      .where(eq(externalOrders.id, Number(waitingId)));
    expect(still!.mappedAt).toBeNull();
  });

  test('mapping makes the order of the product variant’s type variant, with the product’s designs, once; the shop variant stays mapped', async () => {
    const ok = input({
      siteId: String(shopSite),
      productTypeId: String(variant.typeId),
      productTypeVariantId: String(variant.id),
      mappingProductId: String(product.id),
      mappingProductVariantId: String(product.variantId),
    });
    const answers = await Promise.all([1, 2].map(() => api.gql(MAP_PRODUCT, ok, seller)));
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(answers.find((a) => a.errors)?.errors?.[0]?.message).toBe(M.alreadyMapped);
    const orderId = Number(
      (answers.find((a) => !a.errors)!.data as { createNewOrderWithProductId: string })
        .createNewOrderWithProductId,
    );
    const [made] = await api.server.db.select().from(orders).where(eq(orders.id, orderId));
    expect(made!.productTypeVariantId).toBe(variant.id);
    // Every print area came designed from the product: nothing waits for a designer.
    expect(made!.status).toBe('processing');
    // The next order of that shop variant arrives as an internal order.
    const next = fakes.shopify.placeOrder(SHOP, { lines: [{ variantId: 10050 }] });
    await settle();
    expect((await ordersOf(shopSite, String(next.id))).map((o) => o.variantId)).toEqual([
      variant.id,
    ]);
  });
});

describe('Fetch Orders', () => {
  test('by id: the job says what it brought; bad input gets the drawer’s messages', async () => {
    const placed = fakes.woocommerce.placeOrder(WOO_SHOP, { lines: [{ variantId: 10002 }] });
    await settle();
    const { fetchMultipleOrders } = await api.ok<{ fetchMultipleOrders: { id: string } }>(
      FETCH,
      { site_id: String(wooSite), order_ids: `${placed.id}, #${placed.id}` },
      seller,
    );
    const job = await waitJob(fetchMultipleOrders.id);
    expect(JSON.parse(job.result!)).toMatchObject({ message: F.done(0, 0, 1) });

    const fetchOf = (vars: Record<string, unknown>, token = seller) =>
      api.refused(FETCH, { site_id: String(shopSite), ...vars }, token);
    expect(await fetchOf({ order_ids: '12a,5' })).toBe(F.idsInvalid);
    expect(await fetchOf({})).toBe(F.nothingToFetch);
    expect(await fetchOf({ range_time: { from: '2026-11-01', to: '2026-11-02' } })).toBe(
      F.rangeNotShopify,
    );
    expect(
      await fetchOf({ order_ids: Array.from({ length: 51 }, (_, i) => i + 1).join(',') }),
    ).toBe(F.tooManyIds);
    expect(
      await api.refused(
        FETCH,
        { site_id: String(wooSite), range_time: { from: '2026-11-02', to: '2026-11-01' } },
        seller,
      ),
    ).toBe(F.rangeBackwards);
    expect(await fetchOf({ order_ids: '1' }, seller2)).toBe(F.notYours);
    expect(await fetchOf({ order_ids: '1' }, await api.tokenFor(demoEmail('Supplier')))).toBe(
      SERVER_MESSAGES.forbidden,
    );
    const [apiSite] = await api.server.db
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.platform, 'api'), eq(sites.userId, await api.idOf(demoEmail('Seller')))));
    expect(await api.refused(FETCH, { site_id: String(apiSite!.id), order_ids: '1' }, seller)).toBe(
      F.offline,
    );
  });
});
