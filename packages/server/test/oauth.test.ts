import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { siteWebhooks, sites, systemLogs } from '../src/db/schema';
import { AUTH_CALLBACK_MESSAGES } from '../src/platforms';
import {
  FAKE_APPS,
  sampleProducts,
  startFakePlatforms,
  type FakeOAuthShop,
  type FakePlatforms,
} from '../src/demo/fakes';
import {
  AUTHORIZE_SITE,
  CREATE_SITE,
  FETCH_VARIANTS,
  SITE_BY_ID,
  UPDATE_WEBHOOKS,
  type CreatedSite,
  type SiteDetail,
} from './fakes/siteOperations';
import { demoEmail, startTestApi, type TestApi } from './harness';

// The full platform authorisation against fake Shopify, ShopBase and WooCommerce servers: the
// approval page, the signed redirect (or WooCommerce's POST of keys) to /auth_callback, the code
// exchanged for the shop's token, then the shop's webhooks and products through its REST API.

const SELLER = 'seller@podoffice.test';
const BIG_SHOP = 'big-shop.myshopify.com';
const BIG_SHOPBASE = 'big-shop.onshopbase.com';

let fakes: FakePlatforms;
let api: TestApi;
beforeAll(async () => {
  fakes = await startFakePlatforms({
    [BIG_SHOP]: sampleProducts(260),
    [BIG_SHOPBASE]: sampleProducts(260),
  });
  api = await startTestApi({ platforms: fakes.config() });
});
afterAll(async () => {
  await api?.close();
  await fakes?.close();
});

const token = (email = SELLER) => api.tokenFor(email);

async function createShop(platform: string, host: string, email = SELLER): Promise<CreatedSite> {
  return (
    await api.ok<{ createSite: CreatedSite }>(
      CREATE_SITE,
      { title: `Shop ${host}`, domain: `https://${host}/`, platform, isConnect: true },
      await token(email),
    )
  ).createSite;
}

async function site(id: string): Promise<SiteDetail> {
  return (
    await api.ok<{ siteById: SiteDetail }>(
      SITE_BY_ID,
      { id },
      await token(demoEmail('Administrator')),
    )
  ).siteById;
}

async function stored(id: string) {
  const [row] = await api.server.db
    .select()
    .from(sites)
    .where(eq(sites.id, Number(id)));
  return row!;
}

/** Follows one redirect of the browser (without following further) and answers where it goes. */
async function visit(url: string): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

/** The app's sites page the API sends the browser to. */
const sitesPage = () => `${api.server.url}/sites`;

function signed(query: Record<string, string>, secret: string): string {
  const params = new URLSearchParams(query);
  const message = [...params.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  params.set('hmac', createHmac('sha256', secret).update(message).digest('hex'));
  return params.toString();
}

async function lastLog(type: string): Promise<string | undefined> {
  const [row] = await api.server.db
    .select()
    .from(systemLogs)
    .where(eq(systemLogs.type, type))
    .orderBy(desc(systemLogs.id))
    .limit(1);
  return row?.message;
}

describe.each([
  ['shopify', 'round-trip.myshopify.com', () => fakes.shopify, FAKE_APPS.shopify],
  ['shopbase', 'round-trip.onshopbase.com', () => fakes.shopbase, FAKE_APPS.shopbase],
] as const)('%s: OAuth round trip', (platform, host, fake, app) => {
  let created: CreatedSite;
  let shop: FakeOAuthShop;
  beforeAll(async () => {
    shop = fake();
    created = await createShop(platform, host);
  });

  test('createSite answers the shop’s authorize page with the app, scopes, callback and state', () => {
    const url = new URL(created.authorize_url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${shop.url}/${host}/admin/oauth/authorize`);
    expect(url.searchParams.get('client_id')).toBe(app.clientId);
    expect(url.searchParams.get('scope')).toBe('write_products,write_orders,write_fulfillments');
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${api.server.url}/auth_callback/${platform}`,
    );
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
  });

  test('the approval comes back signed, the code becomes the shop’s token, the site is Connected', async () => {
    const pageRes = await fetch(created.authorize_url ?? '');
    expect(await pageRes.text()).toContain('Install app');
    const callback = await shop.approve(created.authorize_url ?? '');
    expect(callback.startsWith(`${api.server.url}/auth_callback/${platform}?`)).toBe(true);
    const landing = await visit(callback);
    expect(`${landing.origin}${landing.pathname}`).toBe(sitesPage());
    expect(landing.searchParams.get('connected')).toBe(created.id);

    expect((await site(created.id)).verified).toBe(true);
    const row = await stored(created.id);
    expect(shop.tokens.get(row.accessToken ?? '')).toEqual({
      shop: host,
      scope: 'write_products,write_orders,write_fulfillments',
    });
    expect(row.accessScope).toBe('write_products,write_orders,write_fulfillments');
    expect(await lastLog('site_connected')).toContain(`Site #${created.id}`);
  });

  test('the same callback a second time is refused (the state is used up)', async () => {
    const authorize = (
      await api.ok<{ authorizeSite: string }>(AUTHORIZE_SITE, { id: created.id }, await token())
    ).authorizeSite;
    const callback = await shop.approve(authorize);
    expect((await visit(callback)).searchParams.get('connected')).toBe(created.id);
    const again = await visit(callback);
    expect(again.searchParams.get('auth_error')).toBe(AUTH_CALLBACK_MESSAGES.invalid);
    expect(again.searchParams.get('status')).toBe('pending');
  });

  test('updateWebhooks registers the order and uninstall topics on the shop and stores them', async () => {
    const first = (
      await api.ok<{ updateWebhooks: SiteDetail }>(
        UPDATE_WEBHOOKS,
        { id: created.id },
        await token(),
      )
    ).updateWebhooks;
    const address = `${api.server.url}/webhooks/${platform}/${created.id}`;
    expect(first.webhooks.map((w) => [w.topic, w.address])).toEqual([
      ['orders/create', address],
      ['orders/updated', address],
      ['app/uninstalled', address],
    ]);
    expect(first.webhooks.every((w) => w.delivery_url?.startsWith(`https://${host}/admin/`))).toBe(
      true,
    );
    // Again: the shop's earlier webhooks are replaced, not doubled.
    await api.ok(UPDATE_WEBHOOKS, { id: created.id }, await token());
    expect(shop.webhooks.get(host)?.map((w) => w.topic)).toEqual([
      'orders/create',
      'orders/updated',
      'app/uninstalled',
    ]);
    const rows = await api.server.db
      .select()
      .from(siteWebhooks)
      .where(eq(siteWebhooks.siteId, Number(created.id)));
    expect(rows).toHaveLength(3);
  });

  test('FetchProductVariants reads the shop’s products, logs what it found and answers Success', async () => {
    const res = await api.ok<{ FetchProductVariants: string }>(
      FETCH_VARIANTS,
      { site_id: created.id },
      await token(),
    );
    expect(res.FetchProductVariants).toBe(MESSAGES.success);
    expect(await lastLog('fetch_product_variants')).toBe(
      `Site #${created.id} (Shop ${host}): fetched 7 variants of 3 products from ${platform === 'shopify' ? 'Shopify' : 'ShopBase'}`,
    );
  });

  test('an administrator fetches variants of a seller’s shop too', async () => {
    const res = await api.ok<{ FetchProductVariants: string }>(
      FETCH_VARIANTS,
      { site_id: created.id },
      await token(demoEmail('Administrator')),
    );
    expect(res.FetchProductVariants).toBe('Success');
  });

  test('a shop that revoked the token: the failure is shown and logged', async () => {
    const row = await stored(created.id);
    shop.tokens.delete(row.accessToken ?? '');
    const label = platform === 'shopify' ? 'Shopify' : 'ShopBase';
    expect(await api.refused(FETCH_VARIANTS, { site_id: created.id }, await token())).toBe(
      `The ${label} shop refused the request (HTTP 401)`,
    );
    expect(await lastLog('fetch_product_variants_failed')).toContain(`Site #${created.id}`);
  });
});

test.each([
  ['Shopify', 'shopify', BIG_SHOP, () => fakes.shopify],
  ['ShopBase', 'shopbase', BIG_SHOPBASE, () => fakes.shopbase],
] as const)('%s products are read page by page', async (_label, platform, host, fake) => {
  const created = await createShop(platform, host);
  await visit(await fake().approve(created.authorize_url ?? ''));
  await api.ok(FETCH_VARIANTS, { site_id: created.id }, await token());
  const message = await lastLog('fetch_product_variants');
  // 260 products: 87 T-shirts of 4 sizes, 87 mugs of 2 and 86 posters of 1.
  expect(message).toContain(`fetched ${87 * 4 + 87 * 2 + 86} variants of 260 products`);
  const pages = fake().requests.filter(
    (r) =>
      r.path ===
      `/${host}${platform === 'shopify' ? '/admin/api/2024-10' : '/admin'}/products.json`,
  );
  expect(pages).toHaveLength(2);
});

describe('forged or stale callbacks leave the site Pending', () => {
  let created: CreatedSite;
  let state: string;
  const host = 'forged.myshopify.com';
  beforeAll(async () => {
    created = await createShop('shopify', host);
    state = new URL(created.authorize_url ?? '').searchParams.get('state') ?? '';
  });

  const callback = (query: string) => `${api.server.url}/auth_callback/shopify?${query}`;
  const base = () => ({
    code: 'abc',
    shop: host,
    state,
    timestamp: String(Math.floor(Date.now() / 1000)),
  });

  test.each([
    [
      'a tampered hmac',
      () =>
        signed(base(), FAKE_APPS.shopify.clientSecret).replace(
          /hmac=([0-9a-f])/,
          (_m, c: string) => `hmac=${c === '0' ? '1' : '0'}`,
        ),
    ],
    ['an hmac made with another secret', () => signed(base(), 'not-the-secret')],
    ['no hmac', () => new URLSearchParams(base()).toString()],
    [
      'a state nobody issued',
      () =>
        signed(
          { ...base(), state: randomBytes(32).toString('base64url') },
          FAKE_APPS.shopify.clientSecret,
        ),
    ],
    [
      'a shop that declined',
      () => signed({ ...base(), error: 'access_denied' }, FAKE_APPS.shopify.clientSecret),
    ],
  ])('refuses %s', async (_case, query) => {
    const landing = await visit(callback(query()));
    expect(`${landing.origin}${landing.pathname}`).toBe(sitesPage());
    expect(landing.searchParams.get('auth_error')).toBeTruthy();
    expect((await site(created.id)).verified).toBe(false);
    expect((await stored(created.id)).accessToken).toBeNull();
  });

  test('refuses a signed code from another shop than the site’s', async () => {
    const own = await createShop('shopify', 'victim.myshopify.com');
    const ownState = new URL(own.authorize_url ?? '').searchParams.get('state') ?? '';
    const landing = await visit(
      callback(
        signed(
          { ...base(), state: ownState, shop: 'attacker.myshopify.com' },
          FAKE_APPS.shopify.clientSecret,
        ),
      ),
    );
    expect(landing.searchParams.get('auth_error')).toBe(AUTH_CALLBACK_MESSAGES.wrongShop);
    expect((await site(own.id)).verified).toBe(false);
  });

  test('refuses a code the shop never issued (the token exchange fails)', async () => {
    const fresh = await createShop('shopify', 'nocode.myshopify.com');
    const freshState = new URL(fresh.authorize_url ?? '').searchParams.get('state') ?? '';
    const landing = await visit(
      callback(
        signed(
          { ...base(), state: freshState, shop: 'nocode.myshopify.com' },
          FAKE_APPS.shopify.clientSecret,
        ),
      ),
    );
    expect(landing.searchParams.get('auth_error')).toBe(
      'The Shopify shop refused the request (HTTP 400)',
    );
    expect((await site(fresh.id)).verified).toBe(false);
  });

  test('refuses a state that expired (an hour)', async () => {
    const late = await createShop('shopify', 'late.myshopify.com');
    api.clock.advance(61 * 60 * 1000);
    try {
      const landing = await visit(await fakes.shopify.approve(late.authorize_url ?? ''));
      expect(landing.searchParams.get('auth_error')).toBe(AUTH_CALLBACK_MESSAGES.invalid);
      expect((await site(late.id)).verified).toBe(false);
    } finally {
      api.clock.reset();
    }
  });

  test('a pending site restarts its authorisation and connects', async () => {
    const again = (
      await api.ok<{ authorizeSite: string }>(AUTHORIZE_SITE, { id: created.id }, await token())
    ).authorizeSite;
    expect(new URL(again).searchParams.get('state')).not.toBe(state);
    const landing = await visit(await fakes.shopify.approve(again));
    expect(landing.searchParams.get('connected')).toBe(created.id);
    expect((await site(created.id)).verified).toBe(true);
  });
});

describe('woocommerce: keys posted to the callback', () => {
  const host = 'woo-round-trip.example.com';
  let created: CreatedSite;
  beforeAll(async () => {
    created = await createShop('woocommerce', host);
  });

  test('createSite answers the shop’s wc-auth page with app_name, read_write, user_id and both URLs', () => {
    const url = new URL(created.authorize_url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(
      `${fakes.woocommerce.url}/${host}/wc-auth/v1/authorize`,
    );
    expect(url.searchParams.get('app_name')).toBe('POD Office');
    expect(url.searchParams.get('scope')).toBe('read_write');
    expect(url.searchParams.get('user_id')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('callback_url')).toBe(
      `${api.server.url}/auth_callback/woocommerce`,
    );
    expect(url.searchParams.get('return_url')).toBe(`${api.server.url}/auth_callback/woocommerce`);
  });

  test('approval posts the keys, the browser returns to the sites list, the site is Connected', async () => {
    const back = await fakes.woocommerce.approve(created.authorize_url ?? '');
    const returned = new URL(back);
    expect(returned.searchParams.get('success')).toBe('1');
    const landing = await visit(back);
    expect(landing.searchParams.get('connected')).toBe(created.id);
    expect((await site(created.id)).verified).toBe(true);
    const row = await stored(created.id);
    const [key, secret] = (row.accessToken ?? '').split(':');
    expect(fakes.woocommerce.keys.get(key ?? '')).toEqual({
      shop: host,
      secret,
      permissions: 'read_write',
    });
    expect(row.accessScope).toBe('read_write');
  });

  test('webhooks and product variants go through the REST API with the keys', async () => {
    const hooks = (
      await api.ok<{ updateWebhooks: SiteDetail }>(
        UPDATE_WEBHOOKS,
        { id: created.id },
        await token(),
      )
    ).updateWebhooks.webhooks;
    expect(hooks.map((w) => w.topic)).toEqual(['order.created', 'order.updated']);
    expect(fakes.woocommerce.webhooks.get(host)?.map((w) => w.delivery_url)).toEqual([
      `${api.server.url}/webhooks/woocommerce/${created.id}`,
      `${api.server.url}/webhooks/woocommerce/${created.id}`,
    ]);
    await api.ok(FETCH_VARIANTS, { site_id: created.id }, await token());
    expect(await lastLog('fetch_product_variants')).toContain(
      'fetched 7 variants of 3 products from WooCommerce',
    );
  });

  test('a POST with a state nobody issued is refused', async () => {
    const pending = await createShop('woocommerce', 'woo-forged.example.com');
    const res = await fetch(`${api.server.url}/auth_callback/woocommerce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key_id: 1,
        user_id: randomBytes(32).toString('base64url'),
        consumer_key: 'ck_forged',
        consumer_secret: 'cs_forged',
        key_permissions: 'read_write',
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: AUTH_CALLBACK_MESSAGES.invalid });
    expect((await site(pending.id)).verified).toBe(false);
  });

  test('a POST that is not JSON is refused', async () => {
    const res = await fetch(`${api.server.url}/auth_callback/woocommerce`, {
      method: 'POST',
      body: 'consumer_key=x',
    });
    expect(res.status).toBe(400);
  });

  test('the owner denying the app sends the browser back with the reason', async () => {
    const denied = await createShop('woocommerce', 'woo-denied.example.com');
    const url = new URL(denied.authorize_url ?? '');
    const res = await fetch(
      url.href.replace('/wc-auth/v1/authorize', '/wc-auth/v1/access_denied'),
      {
        redirect: 'manual',
      },
    );
    const landing = await visit(res.headers.get('location') ?? '');
    expect(landing.searchParams.get('auth_error')).toBe(AUTH_CALLBACK_MESSAGES.declined);
    expect((await site(denied.id)).verified).toBe(false);
  });

  test('returning without the keys having arrived is refused', async () => {
    const early = await createShop('woocommerce', 'woo-early.example.com');
    const state = new URL(early.authorize_url ?? '').searchParams.get('user_id') ?? '';
    const landing = await visit(
      `${api.server.url}/auth_callback/woocommerce?success=1&user_id=${state}`,
    );
    expect(landing.searchParams.get('auth_error')).toBe(AUTH_CALLBACK_MESSAGES.invalid);
  });
});

describe('who may connect', () => {
  test.each(['Supporter', 'Supplier', 'Listing', 'Accounting'])(
    '%s may not restart an authorisation',
    async (role) => {
      const created = await createShop('shopify', `${role.toLowerCase()}-target.myshopify.com`);
      expect(
        await api.refused(AUTHORIZE_SITE, { id: created.id }, await token(demoEmail(role))),
      ).toBe(SERVER_MESSAGES.forbidden);
    },
  );

  test('an unknown platform path is not found', async () => {
    const res = await fetch(`${api.server.url}/auth_callback/etsy`);
    expect(res.status).toBe(404);
  });

  test('a disabled site cannot be connected', async () => {
    const created = await createShop('shopify', 'disabled.myshopify.com');
    await api.server.db
      .update(sites)
      .set({ status: false })
      .where(and(eq(sites.id, Number(created.id))));
    const landing = await visit(await fakes.shopify.approve(created.authorize_url ?? ''));
    expect(landing.searchParams.get('auth_error')).toBe(AUTH_CALLBACK_MESSAGES.invalid);
    expect(await api.refused(AUTHORIZE_SITE, { id: created.id }, await token())).toBe(
      SERVER_MESSAGES.siteNotFound,
    );
  });
});
