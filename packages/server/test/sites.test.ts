import {
  MESSAGES,
  SERVER_MESSAGES,
  SITES_PAGE_SIZE,
  SITE_TITLE_MAX_MESSAGE,
  USER_ROLES,
} from '@podoffice/domain';
import { eq } from 'drizzle-orm';
import { siteAuthorisations, sites } from '../src/db/schema';
import { SITE_SERVER_MESSAGES } from '../src/graphql/sites/messages';
import {
  AUTHORIZE_SITE,
  CREATE_SITE,
  DELETE_SITE,
  FETCH_VARIANTS,
  SITE_BY_ID,
  UPDATE_SITE,
  UPDATE_WEBHOOKS,
  type CreatedSite,
  type SiteDetail,
} from './fakes/siteOperations';
import { demoEmail, startTestApi, type TestApi } from './harness';
import { SITE_PICKER, SITES, type SiteHit } from './operations';

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

async function sitesAs(
  email: string,
  filter?: Record<string, unknown>,
  query = SITES,
): Promise<SiteList> {
  return (await api.ok<{ sites: SiteList }>(query, { filter }, await api.tokenFor(email))).sites;
}

/** Listing and Accounting pick sites by title (Balance, Products); the rest read the details. */
const listOf = (role: string) => (['Listing', 'Accounting'].includes(role) ? SITE_PICKER : SITES);

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
    const { count, hits } = await sitesAs(demoEmail(role), undefined, listOf(role));
    expect(count).toBe(22);
    expect(hits).toHaveLength(SITES_PAGE_SIZE);
    expect(new Set(hits.map((s) => s.user.id))).toEqual(new Set([sellerId, seller2Id]));
  },
);

test('staff filter by seller', async () => {
  const { count, hits } = await sitesAs(demoEmail('Supporter'), { user_id: seller2Id });
  expect(count).toBe(17);
  expect(hits.every((s) => s.user.id === seller2Id)).toBe(true);
  expect(hits.map((s) => s.title)).toEqual(expect.arrayContaining(['Noah Tees', 'Noah Tees CSV']));
});

test('status defaults to active; status false lists disabled sites', async () => {
  const disabled = await sitesAs('seller2@podoffice.test', { status: false });
  expect(disabled.hits.map((s) => [s.title, s.status])).toEqual([['Noah Old Shop', false]]);
});

test('verified false lists the pending sites (Connected is verified true)', async () => {
  const pending = await sitesAs(demoEmail('Administrator'), { verified: false });
  expect(pending.hits.map((s) => s.title).sort()).toEqual([
    'Noah Bags',
    'Noah Holiday',
    'Noah Kids',
    'Noah Socks',
    'Sam Prints ShopBase',
  ]);
  expect(pending.hits.every((s) => !s.verified)).toBe(true);
  const connected = await sitesAs(demoEmail('Administrator'), { verified: true });
  expect(connected.count).toBe(17);
});

test('platform keeps to one platform: the api sites of every seller for staff, a seller’s own', async () => {
  const admin = await sitesAs(demoEmail('Administrator'), { platform: 'api', limit: 9999 });
  expect(admin.count).toBeGreaterThan(0);
  expect(admin.hits).toHaveLength(admin.count);
  expect(admin.hits.every((s) => s.platform === 'api' && s.status)).toBe(true);
  expect(admin.hits.map((s) => s.title)).toContain('Sam Prints API');
  const supporter = await sitesAs(demoEmail('Supporter'), { platform: 'api', limit: 9999 });
  expect(supporter.hits.map((s) => s.id)).toEqual(admin.hits.map((s) => s.id));
  const own = await sitesAs('seller@podoffice.test', { platform: 'api' });
  expect(own.hits.map((s) => [s.title, s.user.id])).toEqual([['Sam Prints API', sellerId]]);
  // The second demo seller has no api site; another seller's api sites are not theirs to list.
  expect(await sitesAs('seller2@podoffice.test', { platform: 'api' })).toEqual({
    count: 0,
    hits: [],
  });
  expect(await sitesAs(demoEmail('Supplier'), { platform: 'api' })).toEqual({
    count: 0,
    hits: [],
  });
  const imports = await sitesAs(demoEmail('Administrator'), { platform: 'import', limit: 9999 });
  expect(imports.hits.map((s) => s.title)).toEqual(
    expect.arrayContaining(['Sam Prints CSV', 'Noah Tees CSV']),
  );
  expect(imports.hits.every((s) => s.platform === 'import')).toBe(true);
});

test('refuses a platform that is not one of the five, and still pages within 9999', async () => {
  const admin = await api.tokenFor(demoEmail('Administrator'));
  expect(await api.refused(SITES, { filter: { platform: 'csv' } }, admin)).toMatch(
    /Value "csv" does not exist in "Platform" enum/,
  );
  expect(await api.refused(SITES, { filter: { platform: 'api', limit: 10000 } }, admin)).toBe(
    'limit must be a whole number from 1 to 9999',
  );
});

test('pages newest first with a total count', async () => {
  const all = await sitesAs(demoEmail('Administrator'), { limit: 9999 });
  const ids = all.hits.map((s) => Number(s.id));
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
  const second = await sitesAs(demoEmail('Administrator'), { limit: 2, offset: 2 });
  expect(second.count).toBe(22);
  expect(second.hits.map((s) => s.id)).toEqual(all.hits.slice(2, 4).map((s) => s.id));
  const past = await sitesAs(demoEmail('Administrator'), { offset: 50 });
  expect(past).toEqual({ count: 22, hits: [] });
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

// ---- siteById and the site mutations (spec 1 §5, §6, §7) ----

const SELLER = 'seller@podoffice.test';
const SELLER2 = 'seller2@podoffice.test';
const MANAGERS = ['Administrator', 'Seller'] as const;
const NOT_MANAGERS = USER_ROLES.filter((r) => r !== 'Administrator' && r !== 'Seller');

const token = (email: string) => api.tokenFor(email);
const roleToken = (role: string) => token(role === 'Seller' ? SELLER : demoEmail(role));

async function siteOf(email: string, title: string): Promise<SiteHit> {
  const { hits } = await sitesAs(email, { limit: 9999 });
  const site = hits.find((s) => s.title === title);
  if (!site) throw new Error(`no site ${title} for ${email}`);
  return site;
}

async function create(email: string, variables: Record<string, unknown>): Promise<CreatedSite> {
  return (await api.ok<{ createSite: CreatedSite }>(CREATE_SITE, variables, await token(email)))
    .createSite;
}

async function detail(id: string): Promise<SiteDetail> {
  return (
    await api.ok<{ siteById: SiteDetail }>(
      SITE_BY_ID,
      { id },
      await token(demoEmail('Administrator')),
    )
  ).siteById;
}

describe('siteById', () => {
  test('a seller reads their own site; another seller’s reads as missing', async () => {
    const own = await siteOf(SELLER, 'Sam Prints');
    const other = await siteOf(SELLER2, 'Noah Tees');
    const res = await api.ok<{ siteById: SiteDetail }>(
      SITE_BY_ID,
      { id: own.id },
      await token(SELLER),
    );
    expect(res.siteById).toMatchObject({
      title: 'Sam Prints',
      platform: 'shopify',
      verified: true,
    });
    expect(res.siteById.webhooks).toHaveLength(3);
    expect(await api.refused(SITE_BY_ID, { id: other.id }, await token(SELLER))).toBe(
      SERVER_MESSAGES.siteNotFound,
    );
  });

  test.each(['Administrator', 'Supporter', 'Listing', 'Accounting'])(
    '%s reads any seller’s site',
    async (role) => {
      const other = await siteOf(SELLER2, 'Noah Tees');
      const query = ['Listing', 'Accounting'].includes(role)
        ? 'query Site($id: ID!) { siteById(id: $id) { id title user { id } } }'
        : SITE_BY_ID;
      const res = await api.ok<{ siteById: SiteDetail }>(
        query,
        { id: other.id },
        await token(demoEmail(role)),
      );
      expect(res.siteById.user.id).toBe(seller2Id);
    },
  );

  test('a supplier owns no site to read', async () => {
    const other = await siteOf(SELLER2, 'Noah Tees');
    expect(
      await api.refused(SITE_BY_ID, { id: other.id }, await token(demoEmail('Supplier'))),
    ).toBe(SERVER_MESSAGES.siteNotFound);
  });

  test.each(['999999', 'abc', '0'])('a site id %s reads as missing', async (id) => {
    expect(await api.refused(SITE_BY_ID, { id }, await token(demoEmail('Administrator')))).toBe(
      SERVER_MESSAGES.siteNotFound,
    );
  });

  test('needs a sign-in', async () => {
    expect(await api.refused(SITE_BY_ID, { id: '1' })).toBe(SERVER_MESSAGES.notSignedIn);
  });
});

describe('createSite', () => {
  test.each(MANAGERS)('%s adds an api site: Connected at once, with an API key', async (role) => {
    const created = await create(role === 'Seller' ? SELLER : demoEmail(role), {
      title: `${role} API`,
      domain: 'https://api.example.com/',
      platform: 'api',
      isConnect: false,
      email_support: 'help@example.com',
    });
    expect(created).toMatchObject({
      platform: 'api',
      domain: 'https://api.example.com',
      authorize_url: null,
    });
    const site = await detail(created.id);
    expect(site).toMatchObject({
      title: `${role} API`,
      verified: true,
      status: true,
      type: 'offline',
      email_support: 'help@example.com',
    });
    expect(site.api_key).toMatch(/^[\w-]{30,}$/);
  });

  test('an import site gets a generated address and needs none', async () => {
    const created = await create(SELLER, { title: 'Summer Sale CSV', platform: 'import' });
    expect(created.domain).toMatch(
      /^https:\/\/import-summer-sale-csv-[0-9a-f]{6}\.podoffice\.test$/,
    );
    expect(created.authorize_url).toBeNull();
    expect((await detail(created.id)).verified).toBe(true);
  });

  test('a WooCommerce site starts Pending and answers the shop’s approval page', async () => {
    const created = await create(SELLER, {
      title: 'Woo Shop',
      domain: 'https://woo.example.com/shop/',
      platform: 'woocommerce',
      isConnect: true,
    });
    expect(created.domain).toBe('https://woo.example.com/shop');
    const url = new URL(created.authorize_url ?? '');
    expect(url.origin + url.pathname).toBe('https://woo.example.com/shop/wc-auth/v1/authorize');
    expect(url.searchParams.get('scope')).toBe('read_write');
    expect(url.searchParams.get('app_name')).toBe('POD Office');
    expect(url.searchParams.get('callback_url')).toBe(
      `${api.server.url}/auth_callback/woocommerce`,
    );
    expect(url.searchParams.get('return_url')).toBe(`${api.server.url}/auth_callback/woocommerce`);
    expect(url.searchParams.get('user_id')).toMatch(/^[\w-]{40,}$/);
    const site = await detail(created.id);
    expect(site).toMatchObject({ verified: false, type: 'online' });
    // Only the hash of the state is stored.
    const [state] = await api.server.db
      .select()
      .from(siteAuthorisations)
      .where(eq(siteAuthorisations.siteId, Number(created.id)));
    expect(state?.stateHash).toMatch(/^[0-9a-f]{64}$/);
    expect(state?.stateHash).not.toBe(url.searchParams.get('user_id'));
  });

  test('a shop added without isConnect waits Pending with no authorisation', async () => {
    const created = await create(SELLER, {
      title: 'Later Shop',
      domain: 'https://later.example.com',
      platform: 'woocommerce',
      isConnect: false,
    });
    expect(created.authorize_url).toBeNull();
    expect((await detail(created.id)).verified).toBe(false);
  });

  test('Shopify without app credentials is refused and nothing is stored', async () => {
    const before = await api.snapshot(sites, siteAuthorisations);
    const message = await api.refused(
      CREATE_SITE,
      { title: 'Shop', domain: 'https://shop.myshopify.com', platform: 'shopify', isConnect: true },
      await token(SELLER),
    );
    expect(message).toBe('The Shopify app is not configured on this server');
    expect(await api.snapshot(sites, siteAuthorisations)).toEqual(before);
  });

  test.each(NOT_MANAGERS)('%s may not add a site', async (role) => {
    const before = await api.snapshot(sites);
    expect(
      await api.refused(
        CREATE_SITE,
        { title: 'Mine', domain: 'https://x.example.com', platform: 'api' },
        await roleToken(role),
      ),
    ).toBe(SERVER_MESSAGES.forbidden);
    expect(await api.snapshot(sites)).toEqual(before);
  });

  test('needs a sign-in', async () => {
    expect(
      await api.refused(CREATE_SITE, { title: 'x', domain: 'https://x.com', platform: 'api' }),
    ).toBe(SERVER_MESSAGES.notSignedIn);
  });

  const good = { title: 'Good', domain: 'https://good.example.com', platform: 'api' };
  test.each([
    ['no title', { ...good, title: undefined }, MESSAGES.siteTitleRequired],
    ['a blank title', { ...good, title: '   ' }, MESSAGES.siteTitleRequired],
    ['a title over 100 characters', { ...good, title: 'x'.repeat(101) }, SITE_TITLE_MAX_MESSAGE],
    ['no platform', { ...good, platform: undefined }, MESSAGES.sitePlatformRequired],
    ['no domain', { ...good, domain: undefined }, MESSAGES.siteUrlInvalid],
    ['an http domain', { ...good, domain: 'http://good.example.com' }, MESSAGES.siteUrlInvalid],
    ['a domain that is no address', { ...good, domain: 'good' }, MESSAGES.siteUrlInvalid],
    ['a bad support email', { ...good, email_support: 'help@' }, MESSAGES.emailInvalid],
    ['a script address', { ...good, domain: 'javascript:alert(1)' }, MESSAGES.siteUrlInvalid],
    ['markup', { ...good, domain: '<script>alert(1)</script>' }, MESSAGES.siteUrlInvalid],
    [
      'markup after the host',
      { ...good, domain: 'https://good.example.com/"><img src=x onerror=alert(1)>' },
      MESSAGES.siteUrlInvalid,
    ],
    [
      'a data address',
      { ...good, domain: 'data:text/html,<script>alert(1)</script>' },
      MESSAGES.siteUrlInvalid,
    ],
  ])('refuses %s and stores nothing', async (_case, variables, message) => {
    const before = await api.snapshot(sites);
    expect(await api.refused(CREATE_SITE, variables, await token(SELLER))).toBe(message);
    expect(await api.snapshot(sites)).toEqual(before);
  });
});

describe('updateSite', () => {
  let samShopify: SiteHit;
  let samWoo: SiteHit;
  beforeAll(async () => {
    samShopify = await siteOf(SELLER, 'Sam Prints');
    samWoo = await siteOf(SELLER, 'Sam Prints Woo');
  });

  const update = async (email: string, site_id: string, input: Record<string, unknown>) =>
    (await api.ok<{ updateSite: SiteDetail }>(UPDATE_SITE, { site_id, input }, await token(email)))
      .updateSite;

  test('the owner changes the title and support email; the domain stays', async () => {
    const site = await update(SELLER, samWoo.id, {
      title: 'Sam Prints Woo Store',
      email_support: 'woo@samprints.com',
    });
    expect(site).toMatchObject({
      title: 'Sam Prints Woo Store',
      email_support: 'woo@samprints.com',
      domain: 'https://woo.samprints.com',
    });
  });

  test('an administrator sets domain_name, rebrandly_domain and the daily auto-fetch', async () => {
    const site = await update(demoEmail('Administrator'), samShopify.id, {
      title: 'Sam Prints',
      domain_name: 'https://store.samprints.com/',
      rebrandly_domain: 'https://rebrand.ly/samprints',
      is_auto_fetch_order: false,
    });
    expect(site).toMatchObject({
      domain_name: 'https://store.samprints.com',
      rebrandly_domain: 'https://rebrand.ly/samprints',
      is_auto_fetch_order: false,
    });
    const cleared = await update(demoEmail('Administrator'), samShopify.id, {
      rebrandly_domain: '',
    });
    expect(cleared.rebrandly_domain).toBeNull();
    expect(cleared.domain_name).toBe('https://store.samprints.com');
  });

  test.each([
    ['domain_name', { domain_name: 'https://x.samprints.com' }],
    ['rebrandly_domain', { rebrandly_domain: 'https://rebrand.ly/x' }],
    ['the daily auto-fetch', { is_auto_fetch_order: true }],
  ])('a seller may not set %s', async (_field, input) => {
    const before = await detail(samShopify.id);
    expect(
      await api.refused(UPDATE_SITE, { site_id: samShopify.id, input }, await token(SELLER)),
    ).toBe(SERVER_MESSAGES.forbidden);
    expect(await detail(samShopify.id)).toEqual(before);
  });

  test.each([
    ['a blank title', { title: '' }, MESSAGES.siteTitleRequired],
    ['an http domain_name', { domain_name: 'http://x.com' }, MESSAGES.siteUrlInvalid],
    [
      'a rebrandly_domain that is no address',
      { rebrandly_domain: 'rebrand' },
      MESSAGES.siteUrlInvalid,
    ],
    ['a bad support email', { email_support: 'nobody' }, MESSAGES.emailInvalid],
    ['a script domain_name', { domain_name: 'javascript:alert(1)' }, MESSAGES.siteUrlInvalid],
    [
      'markup in domain_name',
      { domain_name: 'https://x"><img src=x onerror=alert(1)>' },
      MESSAGES.siteUrlInvalid,
    ],
    [
      'markup after the host of rebrandly_domain',
      { rebrandly_domain: 'https://rebrand.ly/"><script>alert(1)</script>' },
      MESSAGES.siteUrlInvalid,
    ],
    [
      'a data rebrandly_domain',
      { rebrandly_domain: 'data:text/html,<script>alert(1)</script>' },
      MESSAGES.siteUrlInvalid,
    ],
  ])('refuses %s and changes nothing', async (_case, input, message) => {
    const before = await detail(samShopify.id);
    expect(
      await api.refused(
        UPDATE_SITE,
        { site_id: samShopify.id, input },
        await token(demoEmail('Administrator')),
      ),
    ).toBe(message);
    expect(await detail(samShopify.id)).toEqual(before);
  });

  test('domain_name is for Shopify sites only', async () => {
    expect(
      await api.refused(
        UPDATE_SITE,
        { site_id: samWoo.id, input: { domain_name: 'https://x.com' } },
        await token(demoEmail('Administrator')),
      ),
    ).toBe(SITE_SERVER_MESSAGES.domainNameShopifyOnly);
  });

  test('a seller cannot edit another seller’s site', async () => {
    const other = await siteOf(SELLER2, 'Noah Tees');
    expect(
      await api.refused(
        UPDATE_SITE,
        { site_id: other.id, input: { title: 'Mine now' } },
        await token(SELLER),
      ),
    ).toBe(SERVER_MESSAGES.siteNotFound);
  });

  test.each(NOT_MANAGERS)('%s may not edit a site', async (role) => {
    expect(
      await api.refused(
        UPDATE_SITE,
        { site_id: samWoo.id, input: { title: 'Edited' } },
        await roleToken(role),
      ),
    ).toBe(SERVER_MESSAGES.forbidden);
  });
});

describe('deleteSite', () => {
  test('the owner disables their site: it leaves the list and shows among the disabled', async () => {
    const { id } = await create(SELLER, {
      title: 'Short Lived',
      domain: 'https://a.example.com',
      platform: 'api',
    });
    expect(
      (await api.ok<{ deleteSite: boolean }>(DELETE_SITE, { id }, await token(SELLER))).deleteSite,
    ).toBe(true);
    expect((await sitesAs(SELLER, { limit: 9999 })).hits.some((s) => s.id === id)).toBe(false);
    expect((await sitesAs(SELLER, { status: false })).hits.some((s) => s.id === id)).toBe(true);
    expect((await detail(id)).status).toBe(false);
  });

  test('an administrator disables any seller’s site', async () => {
    const { id } = await create(SELLER2, {
      title: 'Noah Temp',
      domain: 'https://b.example.com',
      platform: 'api',
    });
    await api.ok(DELETE_SITE, { id }, await token(demoEmail('Administrator')));
    expect((await detail(id)).status).toBe(false);
  });

  test('a seller cannot disable another seller’s site', async () => {
    const other = await siteOf(SELLER2, 'Noah Tees');
    expect(await api.refused(DELETE_SITE, { id: other.id }, await token(SELLER))).toBe(
      SERVER_MESSAGES.siteNotFound,
    );
    expect((await detail(other.id)).status).toBe(true);
  });

  test.each(NOT_MANAGERS)('%s may not disable a site', async (role) => {
    const other = await siteOf(SELLER2, 'Noah Tees');
    expect(await api.refused(DELETE_SITE, { id: other.id }, await roleToken(role))).toBe(
      SERVER_MESSAGES.forbidden,
    );
    expect((await detail(other.id)).status).toBe(true);
  });
});

describe('authorizeSite, updateWebhooks and FetchProductVariants without a connected shop', () => {
  test('an api or import site has no shop', async () => {
    const api1 = await siteOf(SELLER, 'Sam Prints API');
    const csv = await siteOf(SELLER, 'Sam Prints CSV');
    for (const [doc, vars] of [
      [AUTHORIZE_SITE, { id: api1.id }],
      [UPDATE_WEBHOOKS, { id: csv.id }],
      [FETCH_VARIANTS, { site_id: api1.id }],
    ] as const) {
      expect(await api.refused(doc, vars, await token(SELLER))).toBe(SITE_SERVER_MESSAGES.noShop);
    }
  });

  test('a Pending shop is not connected yet', async () => {
    const pending = await siteOf(SELLER, 'Sam Prints ShopBase');
    expect(await api.refused(UPDATE_WEBHOOKS, { id: pending.id }, await token(SELLER))).toBe(
      SITE_SERVER_MESSAGES.notConnected,
    );
    expect(await api.refused(FETCH_VARIANTS, { site_id: pending.id }, await token(SELLER))).toBe(
      SITE_SERVER_MESSAGES.notConnected,
    );
  });

  test('a connected shop that cannot be reached says so', async () => {
    const { id } = await create(SELLER, {
      title: 'Gone Shop',
      domain: 'https://gone.podoffice.test',
      platform: 'woocommerce',
      isConnect: false,
    });
    await api.server.db
      .update(sites)
      .set({ verified: true, accessToken: 'ck_gone:cs_gone' })
      .where(eq(sites.id, Number(id)));
    const res = await api.gql(FETCH_VARIANTS, { site_id: id }, await token(SELLER));
    expect(res.errors?.[0]?.message).toBe('Could not reach the WooCommerce shop');
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_GATEWAY');
  });

  test.each(NOT_MANAGERS)(
    '%s may not authorise, update webhooks or fetch variants',
    async (role) => {
      const shop = await siteOf(SELLER, 'Sam Prints');
      for (const [doc, vars] of [
        [AUTHORIZE_SITE, { id: shop.id }],
        [UPDATE_WEBHOOKS, { id: shop.id }],
        [FETCH_VARIANTS, { site_id: shop.id }],
      ] as const) {
        expect(await api.refused(doc, vars, await roleToken(role))).toBe(SERVER_MESSAGES.forbidden);
      }
    },
  );

  test('a seller cannot act on another seller’s shop', async () => {
    const other = await siteOf(SELLER2, 'Noah Tees');
    for (const [doc, vars] of [
      [AUTHORIZE_SITE, { id: other.id }],
      [UPDATE_WEBHOOKS, { id: other.id }],
      [FETCH_VARIANTS, { site_id: other.id }],
    ] as const) {
      expect(await api.refused(doc, vars, await token(SELLER))).toBe(SERVER_MESSAGES.siteNotFound);
    }
  });
});
