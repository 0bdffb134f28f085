import { and, eq, isNotNull } from 'drizzle-orm';
import { ORDER_ROW_MESSAGES as R, SERVER_MESSAGES } from '@podoffice/domain';
import { API_ORDER_MESSAGES as A } from '../src/apiOrders/handler';
import { orderPrintFiles, orders, productTypePrintAreas, sites } from '../src/db/schema';
import { startDesignHost } from './fakes/designHost';
import { demoEmail, startTestApi, type TestApi } from './harness';

// Issue 26, API orders: an API site's system sends orders with the site's key over HTTP
// (POST /api/v1/orders), held to spec 2 §5's row rules, idempotent on its order and item ids;
// designs given by address land on the print areas of the same name.

let api: TestApi;
let designs: Awaited<ReturnType<typeof startDesignHost>>;
let designBase: string;
let key: string;
let siteId: number;
/** A variant orders can be made of, and the title of one of its type's print areas. */
let variantId: number;
let area: string;

beforeAll(async () => {
  designs = await startDesignHost();
  designBase = designs.url;
  api = await startTestApi({ files: { downloadPrivate: true } });
  const sellerId = await api.idOf(demoEmail('Seller'));
  const [site] = await api.server.db
    .select({ id: sites.id, apiKey: sites.apiKey })
    .from(sites)
    .where(and(eq(sites.userId, sellerId), eq(sites.platform, 'api'), isNotNull(sites.apiKey)));
  [key, siteId] = [site!.apiKey!, site!.id];
  const [used] = await api.server.db
    .select({ variantId: orders.productTypeVariantId, typeId: orders.productTypeId })
    .from(orders)
    .where(eq(orders.personalized, false))
    .limit(1);
  variantId = used!.variantId!;
  const [first] = await api.server.db
    .select({ title: productTypePrintAreas.title })
    .from(productTypePrintAreas)
    .where(eq(productTypePrintAreas.productTypeId, used!.typeId!));
  area = first!.title;
});
afterAll(async () => {
  await api?.close();
  await designs?.close();
});

const SHIPPING = {
  first_name: 'Ada',
  last_name: 'Byron',
  address1: '12 Analytical Row',
  city: 'London',
  state: 'London',
  zip: 'N1 7AA',
  country_code: 'GB',
  method: 'Standard',
};

function send(body: unknown, apiKey = key) {
  return fetch(`${api.server.url}/api/v1/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const order = (id: string, items: unknown[], shipping: object = SHIPPING) => ({
  order_id: id,
  customer: { email: 'ada@example.com' },
  shipping,
  items,
});

test('an order of two items makes two orders on the API site; sending it again makes none', async () => {
  const body = order('API-1001', [
    { item_id: '1', variant_id: variantId, quantity: 2, price: 19.99 },
    { item_id: '2', variant_id: variantId, quantity: 1, price: 21 },
  ]);
  const first = await send(body);
  expect(first.status).toBe(201);
  const made = ((await first.json()) as { orders: { order_id: number; created: boolean }[] })
    .orders;
  expect(made.map((o) => o.created)).toEqual([true, true]);
  const rows = await api.server.db
    .select({ siteId: orders.siteId, apiOrder: orders.apiOrder, quantity: orders.quantity })
    .from(orders)
    .where(eq(orders.originId, 'API-1001'));
  expect(rows).toEqual([
    { siteId, apiOrder: true, quantity: 2 },
    { siteId, apiOrder: true, quantity: 1 },
  ]);
  const count = await api.rows(orders);
  const again = await send(body);
  expect(again.status).toBe(200);
  const repeated = ((await again.json()) as { orders: { order_id: number; created: boolean }[] })
    .orders;
  expect(repeated).toEqual(made.map((o) => ({ ...o, created: false })));
  expect(await api.rows(orders)).toBe(count);
});

test('a wrong key, bad rows and catalogue refusals get what to fix, naming the item; nothing is made', async () => {
  const before = await api.rows(orders);
  const item = { item_id: 'a', variant_id: variantId, quantity: 1, price: 5 };
  const refused = async (body: unknown, apiKey?: string) => {
    const res = await send(body, apiKey);
    return { status: res.status, ...((await res.json()) as { error: string; item?: string }) };
  };
  expect(await refused(order('X-1', [item]), 'not-the-key-of-any-site')).toMatchObject({
    status: 401,
    error: A.badKey,
  });
  expect(await refused('{"order_id":')).toMatchObject({ status: 400, error: A.notJson });
  expect(await refused(order('X-1', []))).toMatchObject({ error: A.noItems });
  expect(await refused(order('X-1', [item], { ...SHIPPING, last_name: ' ' }))).toEqual({
    status: 400,
    error: R.emptyField('Last Name'),
    item: 'a',
  });
  expect(await refused(order('X-1', [{ ...item, quantity: 0 }]))).toMatchObject({
    error: R.quantity,
  });
  expect(await refused(order('X-1', [{ ...item, variant_id: 2_000_000 }]))).toMatchObject({
    error: A.variantNotFound,
    item: 'a',
  });
  expect(
    await refused(
      order('X-1', [{ ...item, designs: [{ name: 'Sleeve', url: 'https://x.example/a.png' }] }]),
    ),
  ).toMatchObject({ error: expect.stringContaining("The design 'Sleeve' is not a print area") });
  expect(
    await refused(
      order('X-1', [{ ...item, designs: [{ name: area, url: 'javascript:alert(1)' }] }]),
    ),
  ).toMatchObject({ error: R.designLink(area) });
  expect(await refused(order('X-1', [item, item]))).toMatchObject({ error: A.itemId });
  expect(await refused(order('X-1', [item], { ...SHIPPING, city: 'Lon\u0000don' }))).toMatchObject({
    error: SERVER_MESSAGES.nulCharacter,
  });
  expect(await api.rows(orders)).toBe(before);
});

test('a design given by address is downloaded onto the print area of its name', async () => {
  const res = await send(
    order('API-2001', [
      {
        item_id: '1',
        variant_id: variantId,
        quantity: 1,
        price: 9,
        designs: [{ name: area.toUpperCase(), url: `${designBase}/front.png` }],
      },
    ]),
  );
  expect(res.status).toBe(201);
  const [{ order_id }] = ((await res.json()) as { orders: { order_id: number }[] }).orders as [
    { order_id: number },
  ];
  const designOf = async () =>
    (
      await api.server.db
        .select({ title: orderPrintFiles.title, fileId: orderPrintFiles.fileId })
        .from(orderPrintFiles)
        .where(eq(orderPrintFiles.orderId, order_id))
    ).find((p) => p.title === area)?.fileId ?? null;
  for (let i = 0; i < 200 && (await designOf()) === null; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await designOf()).not.toBeNull();
});
