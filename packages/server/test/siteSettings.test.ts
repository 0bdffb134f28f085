import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  SERVER_MESSAGES,
  SITE_SETTINGS_DEFAULTS,
  SITE_SETTING_MESSAGES,
} from '@podoffice/domain';
import { siteSettings, sites } from '../src/db/schema';
import { demoEmail, startTestApi, type TestApi } from './harness';
import { SITES, type SiteHit } from './operations';

const SETTINGS_FIELDS = `
  order_received_enable order_received_after order_received_message
  order_producing_enable order_producing_message
  order_shipping_enable order_shipping_message
  fulfill_role order_hold_hours
  site { id title domain platform type api_key_allowed owned api_key owner { id first_name last_name } }`;

const GET_SITE_SETTING = `query GetSiteSetting($site_id: ID!) {
  getSiteSetting(site_id: $site_id) { ${SETTINGS_FIELDS} }
}`;

const GET_SITE_SETTINGS = `query GetSiteSettings($site_id: ID) {
  getSiteSettings(site_id: $site_id) { site_id name value }
}`;

const UPDATE_SITE_SETTINGS = `mutation UpdateSiteSettings($site_id: ID!, $settings: SiteSettingsInput!) {
  updateSiteSettings(site_id: $site_id, settings: $settings) { ${SETTINGS_FIELDS} }
}`;

const CREATE_SITE_SETTING = `mutation CreateSiteSetting($input: SiteSettingInput!) {
  createSiteSetting(input: $input) { site_id name value }
}`;

const SITE_API_KEYS = `{ siteApiKeys { site_id title platform api_key } }`;

const GENERATE_API_KEY = `mutation GenerateSiteApiKey($site_id: ID!) {
  generateSiteApiKey(site_id: $site_id) { site_id title platform api_key }
}`;

interface Settings {
  order_received_enable: boolean;
  order_received_after: number;
  order_received_message: string;
  order_producing_enable: boolean;
  order_producing_message: string;
  order_shipping_enable: boolean;
  order_shipping_message: string;
  fulfill_role: boolean;
  order_hold_hours: number;
  site: {
    id: string;
    title: string;
    platform: string;
    type: string | null;
    api_key_allowed: boolean;
    owned: boolean;
    api_key: string | null;
    owner: { id: string; first_name: string };
  };
}

interface Row {
  site_id: string;
  name: string;
  value: string | null;
}

interface ApiKey {
  site_id: string;
  title: string;
  platform: string;
  api_key: string | null;
}

const SELLER = 'seller@podoffice.test';
const SELLER2 = 'seller2@podoffice.test';
const ADMIN = demoEmail('Administrator');
const REFUSED_ROLES = ['Supplier', 'Supporter', 'Listing', 'Accounting'] as const;

let api: TestApi;
/** Sam's and Noah's active sites by title. */
const site: Record<string, SiteHit> = {};
let noahOldShopId: number;

beforeAll(async () => {
  api = await startTestApi();
  for (const email of [SELLER, SELLER2]) {
    const { sites: list } = await api.ok<{ sites: { hits: SiteHit[] } }>(
      SITES,
      { filter: { limit: 9999 } },
      await api.tokenFor(email),
    );
    for (const hit of list.hits) site[hit.title] = hit;
  }
  const [old] = await api.server.db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.title, 'Noah Old Shop'));
  noahOldShopId = old!.id;
});
afterAll(() => api?.close());

const idOf = (title: string) => {
  const hit = site[title];
  if (!hit) throw new Error(`no demo site ${title}`);
  return hit.id;
};

async function settingsAs(email: string, title: string): Promise<Settings> {
  return (
    await api.ok<{ getSiteSetting: Settings }>(
      GET_SITE_SETTING,
      { site_id: idOf(title) },
      await api.tokenFor(email),
    )
  ).getSiteSetting;
}

async function update(email: string, siteId: string | number, settings: Record<string, unknown>) {
  return api.gql<{ updateSiteSettings: Settings }>(
    UPDATE_SITE_SETTINGS,
    { site_id: String(siteId), settings },
    await api.tokenFor(email),
  );
}

async function storedRows(siteId: string | number) {
  return api.server.db
    .select({ name: siteSettings.name, value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.siteId, Number(siteId)))
    .orderBy(siteSettings.name);
}

describe('getSiteSetting', () => {
  test('a seller reads the seeded settings of their own site', async () => {
    const settings = await settingsAs(SELLER, 'Sam Prints');
    expect(settings).toMatchObject({
      order_received_enable: true,
      order_received_after: 2,
      order_producing_enable: true,
      order_shipping_enable: true,
      fulfill_role: false,
      order_hold_hours: 24,
    });
    expect(settings.order_received_message).toMatch(/received your order/);
    expect(settings.site).toMatchObject({
      title: 'Sam Prints',
      platform: 'shopify',
      type: 'online',
      api_key_allowed: false,
      owned: true,
      owner: { first_name: 'Sam' },
    });
  });

  test('a site that never saved a setting answers the defaults', async () => {
    const settings = await settingsAs(SELLER, 'Sam Prints ShopBase');
    const { site: _site, order_hold_hours, ...values } = settings;
    expect(values).toEqual(SITE_SETTINGS_DEFAULTS);
    expect(order_hold_hours).toBe(24);
  });

  test('the Fulfill role removes the 24-hour hold', async () => {
    const settings = await settingsAs(SELLER, 'Sam Prints API');
    expect(settings.fulfill_role).toBe(true);
    expect(settings.order_hold_hours).toBe(0);
  });

  test('the owner and administrators read an offline site’s API key, as in the sites list', async () => {
    const own = await settingsAs(SELLER, 'Sam Prints API');
    expect(own.site).toMatchObject({ type: 'offline', api_key_allowed: true, owned: true });
    expect(own.site.api_key).toMatch(/^[\w-]{32}$/);
    const asAdmin = await settingsAs(ADMIN, 'Sam Prints API');
    expect(asAdmin.site).toMatchObject({
      owned: false,
      api_key: own.site.api_key,
      api_key_allowed: true,
    });
    const listed = await api.ok<{ sites: { hits: { title: string; api_key: string | null }[] } }>(
      `{ sites(filter: { limit: 100 }) { hits { title api_key } } }`,
      {},
      await api.tokenFor(ADMIN),
    );
    expect(listed.sites.hits.find((s) => s.title === 'Sam Prints API')?.api_key).toBe(
      own.site.api_key,
    );
  });

  test('an Administrator reads any seller’s site', async () => {
    expect((await settingsAs(ADMIN, 'Noah Tees')).order_received_after).toBe(3);
  });

  test('a seller is refused another seller’s site as if it did not exist', async () => {
    const message = await api.refused(
      GET_SITE_SETTING,
      { site_id: idOf('Noah Tees') },
      await api.tokenFor(SELLER),
    );
    expect(message).toBe(SERVER_MESSAGES.siteNotFound);
  });

  test.each(REFUSED_ROLES)('%s is refused', async (role) => {
    expect(
      await api.refused(
        GET_SITE_SETTING,
        { site_id: idOf('Sam Prints') },
        await api.tokenFor(demoEmail(role)),
      ),
    ).toBe(SERVER_MESSAGES.forbidden);
  });

  test('signing in comes first', async () => {
    expect(await api.refused(GET_SITE_SETTING, { site_id: idOf('Sam Prints') })).toBe(
      SERVER_MESSAGES.notSignedIn,
    );
  });

  test.each([
    ['a disabled site', () => String(noahOldShopId)],
    ['a missing site', () => '999999'],
    ['a malformed id', () => 'abc'],
  ])('%s is not found, even for its owner or an Administrator', async (_case, id) => {
    for (const email of [ADMIN, SELLER2]) {
      expect(
        await api.refused(GET_SITE_SETTING, { site_id: id() }, await api.tokenFor(email)),
      ).toBe(SERVER_MESSAGES.siteNotFound);
    }
  });
});

describe('updateSiteSettings', () => {
  test('a seller saves the email notifications of their own site', async () => {
    const siteId = idOf('Sam Prints Woo');
    const res = await update(SELLER, siteId, {
      order_received_enable: true,
      order_received_after: 3,
      order_received_message: 'Thanks for your order!',
      order_shipping_enable: false,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateSiteSettings).toMatchObject({
      order_received_enable: true,
      order_received_after: 3,
      order_received_message: 'Thanks for your order!',
      order_shipping_enable: false,
      // What the call left out keeps its value.
      order_shipping_message: expect.stringMatching(/on its way/),
    });
    expect(await settingsAs(SELLER, 'Sam Prints Woo')).toMatchObject({
      order_received_after: 3,
      order_received_message: 'Thanks for your order!',
    });
    expect(await storedRows(siteId)).toEqual(
      expect.arrayContaining([
        { name: 'order_received_after', value: '3' },
        { name: 'order_received_enable', value: 'true' },
        { name: 'order_shipping_enable', value: 'false' },
      ]),
    );
  });

  test('a seller switches on the Fulfill role and the hold goes', async () => {
    const res = await update(SELLER, idOf('Sam Prints CSV'), { fulfill_role: true });
    expect(res.data?.updateSiteSettings).toMatchObject({ fulfill_role: true, order_hold_hours: 0 });
    expect(await storedRows(idOf('Sam Prints CSV'))).toEqual([
      { name: 'fulfill_role', value: 'true' },
    ]);
  });

  test('an Administrator saves a seller’s site', async () => {
    const res = await update(ADMIN, idOf('Noah Tees CSV'), {
      order_producing_enable: true,
      order_producing_message: 'Printing now',
    });
    expect(res.data?.updateSiteSettings).toMatchObject({
      order_producing_enable: true,
      order_producing_message: 'Printing now',
      site: { owned: false },
    });
  });

  test('a seller cannot change another seller’s site, and nothing changes', async () => {
    const before = await storedRows(idOf('Noah Tees'));
    const res = await update(SELLER, idOf('Noah Tees'), { fulfill_role: true });
    expect(res.errors?.[0]?.message).toBe(SERVER_MESSAGES.siteNotFound);
    expect(await storedRows(idOf('Noah Tees'))).toEqual(before);
  });

  test.each(REFUSED_ROLES)('%s is refused, and nothing changes', async (role) => {
    const before = await api.snapshot(siteSettings);
    const res = await update(demoEmail(role), idOf('Sam Prints'), { fulfill_role: true });
    expect(res.errors?.[0]?.message).toBe(SERVER_MESSAGES.forbidden);
    expect(await api.snapshot(siteSettings)).toEqual(before);
    expect((await settingsAs(SELLER, 'Sam Prints')).fulfill_role).toBe(false);
  });

  test.each([0, 4, -1, 30])('refuses an Order received delay of %i days', async (days) => {
    const before = await storedRows(idOf('Sam Prints'));
    const res = await update(SELLER, idOf('Sam Prints'), { order_received_after: days });
    expect(res.errors?.[0]?.message).toBe(SITE_SETTING_MESSAGES.delayInvalid);
    expect(await storedRows(idOf('Sam Prints'))).toEqual(before);
  });

  test('refuses to switch on a mail without its message', async () => {
    const siteId = idOf('Sam Prints ShopBase');
    const res = await update(SELLER, siteId, { order_shipping_enable: true });
    expect(res.errors?.[0]?.message).toBe(MESSAGES.mailMessageRequired);
    const blank = await update(SELLER, siteId, {
      order_producing_enable: true,
      order_producing_message: '   ',
    });
    expect(blank.errors?.[0]?.message).toBe(MESSAGES.mailMessageRequired);
    expect(await storedRows(siteId)).toEqual([]);
  });

  test('refuses a message that is too long', async () => {
    const res = await update(SELLER, idOf('Sam Prints ShopBase'), {
      order_received_message: 'x'.repeat(5001),
    });
    expect(res.errors?.[0]?.message).toBe(SITE_SETTING_MESSAGES.messageMax);
  });

  test('refuses a setting the schema does not have', async () => {
    const res = await update(SELLER, idOf('Sam Prints'), { order_lost_enable: true });
    expect(res.errors?.[0]?.message).toMatch(/order_lost_enable/);
  });
});

describe('createSiteSetting', () => {
  const create = async (email: string, input: Record<string, unknown>) =>
    api.gql<{ createSiteSetting: Row }>(CREATE_SITE_SETTING, { input }, await api.tokenFor(email));

  test('a seller sets one setting of their own site, replacing its row', async () => {
    const siteId = idOf('Sam Prints ShopBase');
    const first = await create(SELLER, {
      site_id: siteId,
      name: 'order_received_after',
      value: '2',
    });
    expect(first.data?.createSiteSetting).toEqual({
      site_id: siteId,
      name: 'order_received_after',
      value: '2',
    });
    await create(SELLER, { site_id: siteId, name: 'order_received_after', value: '3' });
    expect((await storedRows(siteId)).filter((r) => r.name === 'order_received_after')).toEqual([
      { name: 'order_received_after', value: '3' },
    ]);
    expect((await settingsAs(SELLER, 'Sam Prints ShopBase')).order_received_after).toBe(3);
  });

  test('an Administrator sets a seller’s setting', async () => {
    const res = await create(ADMIN, {
      site_id: idOf('Noah Tees'),
      name: 'order_shipping_message',
      value: 'Shipped!',
    });
    expect(res.data?.createSiteSetting.value).toBe('Shipped!');
  });

  test.each([
    ['order_lost_enable', 'true', SITE_SETTING_MESSAGES.unknownName],
    ['', 'true', SITE_SETTING_MESSAGES.unknownName],
    ['order_received_after', '5', SITE_SETTING_MESSAGES.delayInvalid],
    ['order_received_after', '0', SITE_SETTING_MESSAGES.delayInvalid],
    ['fulfill_role', 'yes', SITE_SETTING_MESSAGES.flagInvalid],
    ['order_received_enable', 'true', MESSAGES.mailMessageRequired],
  ])('refuses %p = %p, and nothing changes', async (name, value, message) => {
    const siteId = idOf('Sam Prints CSV');
    const before = await storedRows(siteId);
    const res = await create(SELLER, { site_id: siteId, name, value });
    expect(res.errors?.[0]?.message).toBe(message);
    expect(await storedRows(siteId)).toEqual(before);
  });

  test('a seller cannot set another seller’s setting', async () => {
    const before = await api.snapshot(siteSettings);
    const res = await create(SELLER2, {
      site_id: idOf('Sam Prints'),
      name: 'fulfill_role',
      value: 'true',
    });
    expect(res.errors?.[0]?.message).toBe(SERVER_MESSAGES.siteNotFound);
    expect(await api.snapshot(siteSettings)).toEqual(before);
  });

  test.each(REFUSED_ROLES)('%s is refused', async (role) => {
    const res = await create(demoEmail(role), {
      site_id: idOf('Sam Prints'),
      name: 'fulfill_role',
      value: 'true',
    });
    expect(res.errors?.[0]?.message).toBe(SERVER_MESSAGES.forbidden);
  });
});

describe('getSiteSettings', () => {
  const rowsAs = async (email: string, siteId?: string) =>
    (
      await api.ok<{ getSiteSettings: Row[] }>(
        GET_SITE_SETTINGS,
        siteId ? { site_id: siteId } : {},
        await api.tokenFor(email),
      )
    ).getSiteSettings;

  test('a seller gets the rows of their own sites only', async () => {
    const own = new Set(
      [
        'Sam Prints',
        'Sam Prints Woo',
        'Sam Prints ShopBase',
        'Sam Prints API',
        'Sam Prints CSV',
      ].map(idOf),
    );
    const rows = await rowsAs(SELLER);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => own.has(r.site_id))).toBe(true);
  });

  test('an Administrator gets every site’s rows, or one site’s', async () => {
    const all = await rowsAs(ADMIN);
    expect(all.some((r) => r.site_id === idOf('Noah Tees'))).toBe(true);
    expect(all.some((r) => r.site_id === idOf('Sam Prints'))).toBe(true);
    const one = await rowsAs(ADMIN, idOf('Sam Prints'));
    expect(one.map((r) => r.name)).toContain('order_received_message');
    expect(one.every((r) => r.site_id === idOf('Sam Prints'))).toBe(true);
  });

  test('a seller asking for another seller’s site is refused', async () => {
    expect(
      await api.refused(
        GET_SITE_SETTINGS,
        { site_id: idOf('Noah Tees') },
        await api.tokenFor(SELLER),
      ),
    ).toBe(SERVER_MESSAGES.siteNotFound);
  });

  test.each(REFUSED_ROLES)('%s is refused', async (role) => {
    expect(await api.refused(GET_SITE_SETTINGS, {}, await api.tokenFor(demoEmail(role)))).toBe(
      SERVER_MESSAGES.forbidden,
    );
  });
});

describe('order API keys', () => {
  const keysAs = async (email: string) =>
    (await api.ok<{ siteApiKeys: ApiKey[] }>(SITE_API_KEYS, {}, await api.tokenFor(email)))
      .siteApiKeys;
  const generate = async (email: string, siteId: string) =>
    api.gql<{ generateSiteApiKey: ApiKey }>(
      GENERATE_API_KEY,
      { site_id: siteId },
      await api.tokenFor(email),
    );

  test('a seller lists their offline sites with their keys', async () => {
    const keys = await keysAs(SELLER);
    expect(keys.map((k) => k.title)).toEqual(['Sam Prints API', 'Sam Prints CSV']);
    expect(keys[0]?.api_key).toMatch(/^[\w-]{32}$/);
    expect(keys[1]?.api_key).toBeNull();
    expect((await keysAs(SELLER2)).map((k) => k.title)).toEqual(['Noah Tees CSV']);
  });

  test.each(['Administrator', ...REFUSED_ROLES])('%s has no keys to list', async (role) => {
    expect(await api.refused(SITE_API_KEYS, {}, await api.tokenFor(demoEmail(role)))).toBe(
      SERVER_MESSAGES.forbidden,
    );
  });

  test('the owner generates a new key; the old one is gone', async () => {
    const siteId = idOf('Sam Prints API');
    const old = (await settingsAs(SELLER, 'Sam Prints API')).site.api_key;
    const res = await generate(SELLER, siteId);
    const fresh = res.data?.generateSiteApiKey.api_key;
    expect(fresh).toMatch(/^[\w-]{32}$/);
    expect(fresh).not.toBe(old);
    expect((await settingsAs(SELLER, 'Sam Prints API')).site.api_key).toBe(fresh);
    const [row] = await api.server.db
      .select({ apiKey: sites.apiKey })
      .from(sites)
      .where(eq(sites.id, Number(siteId)));
    expect(row?.apiKey).toBe(fresh);
  });

  test('an import site gets its first key', async () => {
    const res = await generate(SELLER, idOf('Sam Prints CSV'));
    expect(res.data?.generateSiteApiKey).toMatchObject({
      title: 'Sam Prints CSV',
      platform: 'import',
      api_key: expect.stringMatching(/^[\w-]{32}$/),
    });
  });

  test('a shop has no API key', async () => {
    const res = await generate(SELLER, idOf('Sam Prints'));
    expect(res.errors?.[0]?.message).toBe(SITE_SETTING_MESSAGES.apiKeyOnlineSite);
  });

  test('nobody renews a key of someone else’s site', async () => {
    const siteId = idOf('Noah Tees CSV');
    const keyOf = async () =>
      (
        await api.server.db
          .select({ apiKey: sites.apiKey })
          .from(sites)
          .where(eq(sites.id, Number(siteId)))
      )[0]?.apiKey;
    const before = await keyOf();
    expect((await generate(SELLER, siteId)).errors?.[0]?.message).toBe(
      SERVER_MESSAGES.siteNotFound,
    );
    for (const role of ['Administrator', ...REFUSED_ROLES]) {
      expect((await generate(demoEmail(role), siteId)).errors?.[0]?.message).toBe(
        SERVER_MESSAGES.forbidden,
      );
    }
    expect(await keyOf()).toBe(before);
  });
});
