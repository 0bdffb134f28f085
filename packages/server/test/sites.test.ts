import { SERVER_MESSAGES } from '@podoffice/domain';
import { demoEmail, startTestApi, type TestApi } from './harness';
import { SITES, type SiteHit } from './operations';

let api: TestApi;
let sellerId: string;
let seller2Id: string;
beforeAll(async () => {
  api = await startTestApi();
  sellerId = String(await api.idOf('seller@podoffice.test'));
  seller2Id = String(await api.idOf('seller2@podoffice.test'));
});
afterAll(() => api?.close());

interface SiteList {
  count: number;
  hits: SiteHit[];
}

async function sitesAs(email: string, filter?: Record<string, unknown>): Promise<SiteList> {
  return (await api.ok<{ sites: SiteList }>(SITES, { filter }, await api.tokenFor(email))).sites;
}

test('a seller gets only their own active sites, on every platform', async () => {
  const { count, hits } = await sitesAs('seller@podoffice.test');
  expect(count).toBe(5);
  expect(hits.every((s) => s.user.id === sellerId && s.status)).toBe(true);
  expect(hits.map((s) => s.platform).sort()).toEqual([
    'api',
    'import',
    'shopbase',
    'shopify',
    'woocommerce',
  ]);
});

test('a seller cannot ask for another seller’s sites', async () => {
  const { hits } = await sitesAs('seller@podoffice.test', { user_id: seller2Id, limit: 9999 });
  expect(hits.every((s) => s.user.id === sellerId)).toBe(true);
});

test('a supplier owns no sites and sees none', async () => {
  expect(await sitesAs(demoEmail('Supplier'))).toEqual({ count: 0, hits: [] });
});

test.each(['Administrator', 'Supporter', 'Listing', 'Accounting'])(
  '%s sees every seller’s sites',
  async (role) => {
    const { count, hits } = await sitesAs(demoEmail(role));
    expect(count).toBe(7);
    expect(new Set(hits.map((s) => s.user.id))).toEqual(new Set([sellerId, seller2Id]));
  },
);

test('staff filter by seller', async () => {
  const { count, hits } = await sitesAs(demoEmail('Supporter'), { user_id: seller2Id });
  expect(count).toBe(2);
  expect(hits.map((s) => s.title).sort()).toEqual(['Noah Tees', 'Noah Tees CSV']);
});

test('status defaults to active; status false lists disabled sites', async () => {
  const disabled = await sitesAs('seller2@podoffice.test', { status: false });
  expect(disabled.hits.map((s) => [s.title, s.status])).toEqual([['Noah Old Shop', false]]);
});

test('verified false lists the pending sites (Connected is verified true)', async () => {
  const pending = await sitesAs(demoEmail('Administrator'), { verified: false });
  expect(pending.hits.map((s) => [s.title, s.verified])).toEqual([['Sam Prints ShopBase', false]]);
  const connected = await sitesAs(demoEmail('Administrator'), { verified: true });
  expect(connected.count).toBe(6);
});

test('pages newest first with a total count', async () => {
  const all = await sitesAs(demoEmail('Administrator'), { limit: 9999 });
  const ids = all.hits.map((s) => Number(s.id));
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
  const second = await sitesAs(demoEmail('Administrator'), { limit: 2, offset: 2 });
  expect(second.count).toBe(7);
  expect(second.hits.map((s) => s.id)).toEqual(all.hits.slice(2, 4).map((s) => s.id));
  const past = await sitesAs(demoEmail('Administrator'), { offset: 50 });
  expect(past).toEqual({ count: 7, hits: [] });
});

test('Shopify sites carry their webhooks', async () => {
  const { hits } = await sitesAs('seller@podoffice.test');
  const shopify = hits.find((s) => s.platform === 'shopify');
  expect(shopify?.webhooks.map((w) => w.topic)).toEqual([
    'orders/create',
    'orders/updated',
    'app/uninstalled',
  ]);
});

test('the API key is shown to the owner and administrators only', async () => {
  const keyOf = (list: SiteList) => list.hits.find((s) => s.platform === 'api')?.api_key;
  expect(keyOf(await sitesAs('seller@podoffice.test'))).toMatch(/^[\w-]{20,}$/);
  expect(keyOf(await sitesAs(demoEmail('Administrator')))).toMatch(/^[\w-]{20,}$/);
  expect(keyOf(await sitesAs(demoEmail('Supporter')))).toBeNull();
});

test.each([
  ['limit 0', { limit: 0 }, 'limit must be a whole number from 1 to 9999'],
  ['limit 10000', { limit: 10000 }, 'limit must be a whole number from 1 to 9999'],
  ['a negative offset', { offset: -1 }, 'offset must be zero or more'],
  ['a user_id that is not an id', { user_id: 'abc' }, SERVER_MESSAGES.userNotFound],
])('refuses %s', async (_case, filter, message) => {
  expect(await api.refused(SITES, { filter }, await api.tokenFor(demoEmail('Administrator')))).toBe(
    message,
  );
});

test('refuses a filter of the wrong type', async () => {
  const message = await api.refused(
    SITES,
    { filter: { limit: 'ten' } },
    await api.tokenFor(demoEmail('Administrator')),
  );
  expect(message).toMatch(/Int cannot represent/);
});
