import { eq } from 'drizzle-orm';
import { SERVER_MESSAGES, type UserRole } from '@podoffice/domain';
import { files, users } from '../src/db/schema';
import { detailsRefused, USER_MESSAGES } from '../src/graphql/accounts/messages';
import { FILE_MESSAGES } from '../src/graphql/files/files';
import { siteDetailRefused } from '../src/graphql/sites/messages';
import { demoEmail, startTestApi, type GqlResponse, type TestApi } from './harness';

// Issue 8 point 11: user details are Administrators' (and the user's own); other roles read what
// their screens show. Every refusal names what was refused, and the answer carries none of it.

const STAFF_NOT_ADMIN: UserRole[] = ['Supporter', 'Listing', 'Accounting'];

const PICKER = `query Pick($role: String!) { usersByRole(role: $role) { id first_name last_name } }`;
const SEARCH = `query Search($search: String) { usersByRole(role: "Seller", search: $search) { id } }`;
const ONE_FIELD = (field: string) =>
  `query One($role: String!) { usersByRole(role: $role) { id ${field} } }`;
const DETAIL_FIELDS = [
  'email',
  'phone',
  'address',
  'birthday',
  'status',
  'activated',
  'is_special',
  'is_subscription',
  'template_id',
  'discount',
  'totalOrder',
  'users_read_only',
  'created_at',
  'updated_at',
  'roles { name }',
  'avatar { id url }',
  'partner_fulfillment { api_key api_signature }',
];
const ME = `{ me { id email phone address birthday roles { name } partner_fulfillment { api_key } } }`;
const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { user { email phone roles { name } } } }`;
const BALANCES = (person: string) =>
  `{ balances(filter: { limit: 50 }) { hits { id creater { ${person} } updater { ${person} } } } }`;
const LEVELS = (person: string) => `{ userLevels { id name creater { ${person} } } }`;
const NEWS = (person: string) =>
  `{ news(filter: { limit: 50 }) { hits { id creater { ${person} } } } }`;
const SITES = (fields: string) => `{ sites(filter: { limit: 9999 }) { count hits { ${fields} } } }`;
const SITE_BY_ID = (fields: string) => `query Site($id: ID!) { siteById(id: $id) { ${fields} } }`;
const SIGNED_URL = `mutation { createSignedUrl(filename: "a.png", fileMime: "image/png") { key url } }`;
const CREATE_FILE = `mutation File($input: CreateFileInput!) { createFile(input: $input) { id uuid } }`;
const UPDATE_UUID = `mutation Uuid($id: ID!, $uuid: String!) { updateFileUUID(file_id: $id, uuid: $uuid) { id uuid } }`;

const SELLER_PHONE = '5550100199';
const SELLER_ADDRESS = '12 Hidden Lane, Springfield';
const SELLER_BIRTHDAY = '1987-06-05';

let api: TestApi;
const tokenOf = (role: UserRole) => api.tokenFor(demoEmail(role));

/** The raw answer, to show that nothing refused slipped into it. */
async function raw(query: string, variables: Record<string, unknown>, token: string) {
  const res = await fetch(`${api.server.url}/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  return { text, body: JSON.parse(text) as GqlResponse<Record<string, unknown>> };
}

const messagesOf = (body: GqlResponse<unknown>) => [
  ...new Set((body.errors ?? []).map((e) => e.message)),
];

beforeAll(async () => {
  api = await startTestApi();
  await api.server.db
    .update(users)
    .set({ phone: SELLER_PHONE, address: SELLER_ADDRESS, birthday: SELLER_BIRTHDAY })
    .where(eq(users.email, demoEmail('Seller')));
});
afterAll(() => api?.close());

describe('usersByRole', () => {
  test.each(STAFF_NOT_ADMIN)('a %s lists sellers by id and name for the pickers', async (role) => {
    const { usersByRole } = await api.ok<{ usersByRole: { id: string; first_name: string }[] }>(
      PICKER,
      { role: 'Seller' },
      await tokenOf(role),
    );
    expect(usersByRole.map((u) => u.id)).toContain(String(await api.idOf(demoEmail('Seller'))));
    expect(
      usersByRole.every((u) => Object.keys(u).sort().join() === 'first_name,id,last_name'),
    ).toBe(true);
  });

  test.each(STAFF_NOT_ADMIN)('a %s searches sellers by name, not by email', async (role) => {
    const token = await tokenOf(role);
    const search = async (text: string) =>
      (await api.ok<{ usersByRole: { id: string }[] }>(SEARCH, { search: text }, token))
        .usersByRole;
    expect(await search('noah fisch')).toHaveLength(1);
    // A search on addresses would spell them out one guess at a time.
    expect(await search('seller2@podoffice')).toEqual([]);
    const admin = await tokenOf('Administrator');
    expect(
      (await api.ok<{ usersByRole: unknown[] }>(SEARCH, { search: 'seller2@podoffice' }, admin))
        .usersByRole,
    ).toHaveLength(1);
  });

  test.each(STAFF_NOT_ADMIN)('a %s lists no role but sellers', async (role) => {
    for (const other of ['Administrator', 'Supporter', 'Accounting', 'Supplier']) {
      const { text, body } = await raw(PICKER, { role: other }, await tokenOf(role));
      expect(messagesOf(body)).toEqual([USER_MESSAGES.sellersOnly]);
      expect(body.data).toBeNull();
      expect(text).not.toContain('podoffice.test');
    }
  });

  test.each(STAFF_NOT_ADMIN.flatMap((role) => DETAIL_FIELDS.map((field) => [role, field])))(
    "a %s is refused a seller's %s, and the answer carries none of it",
    async (role, field) => {
      const name = field.split(' ')[0]!;
      const { text, body } = await raw(
        ONE_FIELD(field),
        { role: 'Seller' },
        await tokenOf(role as UserRole),
      );
      expect(messagesOf(body)).toEqual([detailsRefused(name)]);
      expect(body.errors?.every((e) => e.extensions?.code === 'FORBIDDEN')).toBe(true);
      for (const secret of ['@podoffice.test', SELLER_PHONE, SELLER_ADDRESS, SELLER_BIRTHDAY]) {
        expect(text).not.toContain(secret);
      }
    },
  );

  test('an Administrator reads every role with every detail', async () => {
    const admin = await tokenOf('Administrator');
    const { usersByRole } = await api.ok<{
      usersByRole: { email: string; phone: string | null; address: string | null }[];
    }>(`query { usersByRole(role: "Seller") { id ${DETAIL_FIELDS.join(' ')} } }`, {}, admin);
    expect(usersByRole.find((u) => u.email === demoEmail('Seller'))).toMatchObject({
      phone: SELLER_PHONE,
      address: SELLER_ADDRESS,
    });
    const admins = await api.ok<{ usersByRole: { email: string }[] }>(
      ONE_FIELD('email'),
      { role: 'Administrator' },
      admin,
    );
    expect(admins.usersByRole.map((u) => u.email)).toContain(demoEmail('Administrator'));
  });

  test('sellers and suppliers list nobody', async () => {
    for (const role of ['Seller', 'Supplier'] as const) {
      expect(await api.refused(PICKER, { role: 'Seller' }, await tokenOf(role))).toBe(
        SERVER_MESSAGES.forbidden,
      );
    }
  });
});

describe("one's own details", () => {
  test('me answers every detail to its user', async () => {
    const { me } = await api.ok<{ me: { email: string; phone: string; address: string } }>(
      ME,
      {},
      await tokenOf('Seller'),
    );
    expect(me).toMatchObject({
      email: demoEmail('Seller'),
      phone: SELLER_PHONE,
      address: SELLER_ADDRESS,
      birthday: SELLER_BIRTHDAY,
    });
  });

  test('login answers the signed-in user with their details', async () => {
    const { login } = await api.ok<{ login: { user: { email: string; phone: string } } }>(LOGIN, {
      email: demoEmail('Seller'),
      password: 'Demo#2026',
    });
    expect(login.user).toMatchObject({ email: demoEmail('Seller'), phone: SELLER_PHONE });
  });
});

describe('people named in balance entries, levels and news', () => {
  test('staff see creaters and updaters by name; only Administrators and the person get the email', async () => {
    for (const role of STAFF_NOT_ADMIN) {
      const token = await tokenOf(role);
      const names = await api.gql<{ balances: { hits: unknown[] } }>(
        BALANCES('id first_name last_name'),
        {},
        token,
      );
      expect(names.errors).toBeUndefined();
      expect(names.data?.balances.hits.length).toBeGreaterThan(0);
      const { text, body } = await raw(BALANCES('id email'), {}, token);
      expect(messagesOf(body)).toEqual([detailsRefused('email')]);
      expect(text).not.toContain(demoEmail('Seller'));
    }
    const admin = await raw(BALANCES('id email'), {}, await tokenOf('Administrator'));
    expect(admin.body.errors).toBeUndefined();
    expect(admin.text).toContain(demoEmail('Seller'));
  });

  test("a seller reads their own email on their entries, not the approver's", async () => {
    const { text, body } = await raw(BALANCES('id email'), {}, await tokenOf('Seller'));
    expect(text).toContain(demoEmail('Seller'));
    expect(text).not.toContain(demoEmail('Administrator'));
    expect(text).not.toContain(demoEmail('Accounting'));
    expect(messagesOf(body)).toEqual([detailsRefused('email')]);
  });

  test('level and news creaters come by name; their email is refused to others', async () => {
    for (const [role, query] of [
      ['Supporter', LEVELS('id email')],
      ['Seller', NEWS('id email')],
      ['Supplier', NEWS('id email')],
    ] as const) {
      const { text, body } = await raw(query, {}, await tokenOf(role));
      expect(messagesOf(body)).toEqual([detailsRefused('email')]);
      expect(text).not.toContain('podoffice.test');
    }
    const news = await api.gql(NEWS('id first_name last_name'), {}, await tokenOf('Seller'));
    expect(news.errors).toBeUndefined();
  });
});

describe('levels', () => {
  test('only the roles of the levels page read them', async () => {
    for (const role of ['Administrator', 'Supporter', 'Listing'] as const) {
      expect(
        (await api.gql(LEVELS('id first_name'), {}, await tokenOf(role))).errors,
      ).toBeUndefined();
    }
    for (const role of ['Accounting', 'Seller', 'Supplier'] as const) {
      const { text, body } = await raw(LEVELS('id'), {}, await tokenOf(role));
      expect(messagesOf(body)).toEqual([SERVER_MESSAGES.forbidden]);
      expect(body.data).toBeNull();
      expect(text).not.toContain('order_total');
    }
  });
});

describe('sites', () => {
  const DETAILS = [
    'email_support',
    'domain_name',
    'rebrandly_domain',
    'is_auto_fetch_order',
    'webhooks { address }',
  ];

  test.each(['Listing', 'Accounting'] as const)(
    'a %s picks sites by id and title and is refused their management details',
    async (role) => {
      const token = await tokenOf(role);
      const picker = await api.ok<{ sites: { count: number; hits: { title: string }[] } }>(
        SITES('id title domain platform user { id first_name last_name }'),
        {},
        token,
      );
      expect(picker.sites.count).toBeGreaterThan(0);
      for (const field of DETAILS) {
        const { text, body } = await raw(SITES(`id ${field}`), {}, token);
        expect(messagesOf(body)).toEqual([siteDetailRefused(field.split(' ')[0]!)]);
        expect(text).not.toContain('/webhooks');
        expect(text).not.toContain('support@');
      }
      const [site] = picker.sites.hits as unknown as { id: string }[];
      const one = await raw(SITE_BY_ID('id webhooks { address }'), { id: site!.id }, token);
      expect(messagesOf(one.body)).toEqual([siteDetailRefused('webhooks')]);
    },
  );

  test.each(['Administrator', 'Supporter', 'Seller'] as const)(
    'a %s reads the details of the sites their screens show',
    async (role) => {
      const res = await api.gql<{ sites: { hits: unknown[] } }>(
        SITES(`id ${DETAILS.join(' ')}`),
        {},
        await tokenOf(role),
      );
      expect(res.errors).toBeUndefined();
      expect(res.data?.sites.hits.length).toBeGreaterThan(0);
    },
  );
});

describe('updateFileUUID', () => {
  test('only the recorder and Administrators change a file; other staff are refused and it stays as it was', async () => {
    const seller = await tokenOf('Seller');
    const { createSignedUrl } = await api.ok<{ createSignedUrl: { key: string; url: string } }>(
      SIGNED_URL,
      {},
      seller,
    );
    const put = await fetch(new URL(createSignedUrl.url, api.server.url), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: 'not really a png',
    });
    expect(put.status).toBe(200);
    const { createFile } = await api.ok<{ createFile: { id: string } }>(
      CREATE_FILE,
      {
        input: {
          key: createSignedUrl.key,
          file_name: 'a.png',
          file_mime: 'image/png',
          file_size: 16,
        },
      },
      seller,
    );
    for (const role of STAFF_NOT_ADMIN) {
      expect(
        await api.refused(
          UPDATE_UUID,
          { id: createFile.id, uuid: `by-${role}` },
          await tokenOf(role),
        ),
      ).toBe(FILE_MESSAGES.changeNotAllowed);
    }
    const [row] = await api.server.db
      .select()
      .from(files)
      .where(eq(files.id, Number(createFile.id)));
    expect(row?.uuid).toBeNull();
    expect(
      await api.ok(
        UPDATE_UUID,
        { id: createFile.id, uuid: 'admin-1' },
        await tokenOf('Administrator'),
      ),
    ).toEqual({ updateFileUUID: { id: createFile.id, uuid: 'admin-1' } });
  });
});
