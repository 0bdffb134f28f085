import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { configFromEnv } from '../src/config';
import { DTF_PARTNER_SUPPLIER_ID } from '@podoffice/domain';
import { partnerFulfillments, sites } from '../src/db/schema';
import { DEMO_FAKES, startDemoFakes, type DemoFake, type DemoFakes } from '../src/demo';
import { demoPartner } from '../src/demo/partner';
import { seed } from '../src/seed/seed';
import {
  CREATE_SITE,
  FETCH_VARIANTS,
  SITE_BY_ID,
  type CreatedSite,
  type SiteDetail,
} from './fakes/siteOperations';
import { demoEmail, startTestApi, type TestApi } from './harness';

// Issue 10 (Running it): npm start outside production starts fake shops for every platform left
// unconfigured, so a newcomer adds a Shopify site and approves it without an account anywhere.
// The wiring is main.ts's: configFromEnv, then startDemoFakes, then the server on its settings.

const PLATFORMS = '{ platformAvailability { platform configured demo settings } }';

/** Submits the page's first form whose button reads `button`, as a browser would (GET forms). */
async function press(pageUrl: string, button: string): Promise<Response> {
  const res = await fetch(pageUrl);
  expect(res.status).toBe(200);
  const { document } = new JSDOM(await res.text(), { url: pageUrl }).window;
  const form = [...document.querySelectorAll('form')].find(
    (f) => f.querySelector('button')?.textContent === button,
  );
  if (!form) throw new Error(`no "${button}" button on ${pageUrl}`);
  const target = new URL(form.getAttribute('action') ?? '', pageUrl);
  for (const input of form.querySelectorAll('input'))
    target.searchParams.set(input.name, input.value);
  return fetch(target, { redirect: 'manual' });
}

describe('npm start outside production (DEMO_FAKES on by default)', () => {
  let demo: DemoFakes;
  let api: TestApi;
  beforeAll(async () => {
    demo = await startDemoFakes(configFromEnv({ NODE_ENV: 'development' }));
    api = await startTestApi({ platforms: demo.config.platforms, partners: demo.config.partners });
  });
  afterAll(async () => {
    await api?.close();
    await demo?.close();
  });

  test('says in one line per fake which run and how to turn them off', () => {
    expect(demo.lines).toEqual([
      expect.stringMatching(
        /^Demo: fake shops .*Shopify http:\/\/127\.0\.0\.1:\d+, ShopBase http:\/\/127\.0\.0\.1:\d+, WooCommerce http:\/\/127\.0\.0\.1:\d+ \(DEMO_FAKES=off turns them off\)$/,
      ),
      expect.stringMatching(
        /^Demo: fake PayPal http:\/\/127\.0\.0\.1:\d+: card deposits are paid on its test page \(DEMO_FAKES=off turns them off\)$/,
      ),
      expect.stringMatching(
        /^Demo: fake partner Color Ecommerce http:\/\/127\.0\.0\.1:\d+: its print types for the variant grid \(DEMO_FAKES=off turns them off\)$/,
      ),
      expect.stringMatching(
        /^Demo: fake tracking service http:\/\/127\.0\.0\.1:\d+\/v4: any API key, a status every 10 minutes \(DEMO_FAKES=off turns them off\)$/,
      ),
    ]);
    expect(demo.config.trackings.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v4$/);
    expect(DEMO_FAKES).toContain(demoPartner);
    expect(demo.config.partners.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // The card provider points both payment modes at its fake.
    expect(demo.config.payments.sandbox.baseUrl).toBe(demo.config.payments.production.baseUrl);
    expect(demo.config.payments.sandbox.clientId).toBeTruthy();
  });

  test('every shop platform is available, served by a demo fake', async () => {
    const { platformAvailability } = await api.ok<{
      platformAvailability: { platform: string; configured: boolean; demo: boolean }[];
    }>(PLATFORMS, {}, await api.tokenFor(demoEmail('Seller')));
    expect(
      platformAvailability.map(({ platform, configured, demo }) => [platform, configured, demo]),
    ).toEqual([
      ['shopify', true, true],
      ['woocommerce', true, true],
      ['shopbase', true, true],
    ]);
  });

  test('a seller adds a Shopify site, installs the app on the fake shop and the site is Connected', async () => {
    const seller = await api.tokenFor(demoEmail('Seller'));
    const { createSite } = await api.ok<{ createSite: CreatedSite }>(
      CREATE_SITE,
      {
        title: 'My first shop',
        domain: 'https://newcomer.myshopify.com',
        platform: 'shopify',
        isConnect: true,
      },
      seller,
    );
    // The browser goes to the fake Shopify's approval page and presses Install app ...
    const approved = await press(createSite.authorize_url ?? '', 'Install app');
    expect(approved.status).toBe(302);
    const callback = new URL(approved.headers.get('location') ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe(
      `${api.server.url}/auth_callback/shopify`,
    );
    // ... is sent back to this server, which trades the code for a token at the fake ...
    const back = await fetch(callback, { redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toMatch(new RegExp(`^${api.server.url}/sites`));
    // ... and the site is Connected.
    const { siteById } = await api.ok<{ siteById: SiteDetail }>(
      SITE_BY_ID,
      { id: createSite.id },
      seller,
    );
    expect(siteById).toMatchObject({
      platform: 'shopify',
      verified: true,
      domain: 'https://newcomer.myshopify.com',
    });
  });

  test('the seeded Color Ecommerce partner lists its print types from the fake partner', async () => {
    const [partner] = await api.server.db
      .select({ id: partnerFulfillments.id })
      .from(partnerFulfillments)
      .where(eq(partnerFulfillments.userId, DTF_PARTNER_SUPPLIER_ID));
    const { partnerCatalogs } = await api.ok<{
      partnerCatalogs: { count: number; hits: { sku: string; method: string }[] };
    }>(
      'query ($id: ID!) { partnerCatalogs(PartnerFulfillmentID: $id) { count hits { sku method } } }',
      { id: String(partner?.id) },
      await api.tokenFor(demoEmail('Listing')),
    );
    expect(partnerCatalogs.count).toBeGreaterThan(400);
    expect(partnerCatalogs.hits.every((h) => h.method === 'DTF')).toBe(true);
  });

  // Issue 25 (also found): /egg/sites' "Fetch product variants" answered HTTP 401 for every
  // seeded connected shop, the fakes refusing the seed's credentials.
  const connectedShops = () =>
    api.server.db
      .select({ id: sites.id, title: sites.title, platform: sites.platform })
      .from(sites)
      .where(
        and(
          eq(sites.verified, true),
          eq(sites.status, true),
          inArray(sites.platform, ['shopify', 'woocommerce', 'shopbase']),
        ),
      );

  const expectEveryVariantsFetch = async (shops: { id: number; title: string }[]) => {
    const admin = await api.tokenFor(demoEmail('Administrator'));
    for (const site of shops) {
      const answer = await api.gql(FETCH_VARIANTS, { site_id: String(site.id) }, admin);
      expect([site.title, answer]).toEqual([
        site.title,
        { data: { FetchProductVariants: 'Success' } },
      ]);
    }
  };

  test("every seeded connected shop's variants fetch from its demo fake", async () => {
    const shops = await connectedShops();
    expect(new Set(shops.map((s) => s.platform))).toEqual(
      new Set(['shopify', 'woocommerce', 'shopbase']),
    );
    await expectEveryVariantsFetch(shops);
  });

  test('a demo database seeded before the fakes knew its tokens gets ones they accept at start', async () => {
    const shops = await connectedShops();
    // What the seed gave connected shops until issue 24: random tokens no fake knows.
    await api.server.db
      .update(sites)
      .set({ accessToken: sql`'demo_' || md5(random()::text || ${sites.id}::text)` })
      .where(
        inArray(
          sites.id,
          shops.slice(0, 3).map((s) => s.id),
        ),
      );
    await api.server.db
      .update(sites)
      .set({ accessToken: sql`'demo_' || substr(md5(${sites.id}::text), 1, 24)` })
      .where(
        inArray(
          sites.id,
          shops.slice(3).map((s) => s.id),
        ),
      );
    await seed(api.server.db, { demo: true, now: new Date() });
    await expectEveryVariantsFetch(shops);
  });
});

describe('which demo fakes start', () => {
  test('DEMO_FAKES=off starts none and changes no setting', async () => {
    const config = configFromEnv({ NODE_ENV: 'development', DEMO_FAKES: 'off' });
    const demo = await startDemoFakes(config);
    expect(demo.lines).toEqual([]);
    expect(demo.config).toBe(config);
    await demo.close();
  });

  test('none in production', async () => {
    const config = configFromEnv({ NODE_ENV: 'production' });
    expect(config.demoFakes).toBe(false);
    const demo = await startDemoFakes(config);
    expect(demo.lines).toEqual([]);
    expect(demo.config).toBe(config);
  });

  test('a platform with real settings keeps them; only the others get a fake', async () => {
    const config = configFromEnv({
      NODE_ENV: 'development',
      SHOPIFY_CLIENT_ID: 'real-id',
      SHOPIFY_CLIENT_SECRET: 'real-secret',
      WOOCOMMERCE_BASE_URL: 'http://127.0.0.1:6399',
    });
    const demo = await startDemoFakes(config);
    try {
      expect(demo.config.platforms.shopify).toEqual(config.platforms.shopify);
      expect(demo.config.platforms.woocommerce).toEqual(config.platforms.woocommerce);
      expect(demo.config.platforms.shopbase.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(demo.config.platforms.demo).toEqual({
        shopify: false,
        shopbase: true,
        woocommerce: false,
      });
      expect(demo.lines[0]).toMatch(/fake shops .*: ShopBase http:\/\/127\.0\.0\.1:\d+ \(/);
    } finally {
      await demo.close();
    }
  });

  test('a real PARTNER_BASE_URL is kept and no fake partner starts', async () => {
    const config = configFromEnv({
      NODE_ENV: 'development',
      PARTNER_BASE_URL: 'http://127.0.0.1:6698/',
    });
    expect(config.partners.baseUrl).toBe('http://127.0.0.1:6698');
    expect(await demoPartner(config)).toBeUndefined();
  });

  test('a fake that fails to start stops the ones started before it', async () => {
    let closed = false;
    const first: DemoFake = async (config) => ({
      config,
      description: 'first',
      close: async () => {
        closed = true;
      },
    });
    const broken: DemoFake = () => Promise.reject(new Error('port taken'));
    const config = configFromEnv({ NODE_ENV: 'development' });
    await expect(startDemoFakes(config, [first, broken])).rejects.toThrow('port taken');
    expect(closed).toBe(true);
  });
});

describe('platformAvailability without credentials or fakes (DEMO_FAKES=off, production)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      platforms: configFromEnv({ NODE_ENV: 'production' }).platforms,
    });
  });
  afterAll(() => api?.close());

  test('Shopify and ShopBase are not configured and name their settings; WooCommerce needs none', async () => {
    const { platformAvailability } = await api.ok<{ platformAvailability: unknown[] }>(
      PLATFORMS,
      {},
      await api.tokenFor(demoEmail('Administrator')),
    );
    expect(platformAvailability).toEqual([
      {
        platform: 'shopify',
        configured: false,
        demo: false,
        settings: ['SHOPIFY_CLIENT_ID', 'SHOPIFY_CLIENT_SECRET'],
      },
      {
        platform: 'woocommerce',
        configured: true,
        demo: false,
        settings: ['WOOCOMMERCE_APP_NAME'],
      },
      {
        platform: 'shopbase',
        configured: false,
        demo: false,
        settings: ['SHOPBASE_CLIENT_ID', 'SHOPBASE_CLIENT_SECRET'],
      },
    ]);
  });

  test('what it says matches what createSite does: an unconfigured Shopify refuses and stores nothing', async () => {
    const seller = await api.tokenFor(demoEmail('Seller'));
    const [before] = await api.server.db.select({ n: count() }).from(sites);
    const message = await api.refused(
      CREATE_SITE,
      { title: 'Nope', domain: 'https://nope.myshopify.com', platform: 'shopify', isConnect: true },
      seller,
    );
    expect(message).toBe('The Shopify app is not configured on this server');
    const [after] = await api.server.db.select({ n: count() }).from(sites);
    expect(after!.n).toBe(before!.n);
  });

  test('a Supporter may not ask (the answer names server settings)', async () => {
    expect(await api.refused(PLATFORMS, {}, await api.tokenFor(demoEmail('Supporter')))).toBe(
      'You do not have permission to do this',
    );
  });
});
