import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  PARTNER_DOMAIN_INVALID_MESSAGE,
  ROLES,
  SERVER_MESSAGES,
  USER_ROLES,
  USERS_PAGE_SIZE,
  type UserRole,
} from '@podoffice/domain';
import { partnerFulfillments, userRoles, users } from '../src/db/schema';
import { partnerCredentialsRefused, USER_MESSAGES } from '../src/graphql/accounts/messages';
import { demoEmail, startTestApi, type TestApi } from './harness';
import { ME } from './operations';

const USER_FIELDS = `id first_name last_name email phone address birthday status activated is_special
  is_subscription template_id totalOrder created_at updated_at roles { id name } avatar { id url }
  partner_fulfillment { id name domain api_key api_signature }`;

const USERS = `query Users($filter: UserFilter) { users(filter: $filter) { count hits { ${USER_FIELDS} } } }`;
const USER_BY_ID = `query UserById($id: ID!) { userById(id: $id) { ${USER_FIELDS} } }`;
const ROLE_LIST = `{ roles { id name } }`;
const TEMPLATES = `query Templates($limit: Int) { templates(limit: $limit) { id name } }`;
const PARTNERS = `query Partners($limit: Int) { partnerFulfillments(limit: $limit) { id name domain api_key api_signature } }`;
const CREATE_USER = `mutation CreateUser($input: CreateUserInput!) { createUser(input: $input) { ${USER_FIELDS} } }`;
const UPDATE_USER = `mutation UpdateUser($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ${USER_FIELDS} } }`;
const DELETE_USER = `mutation DeleteUser($id: ID!) { deleteUser(id: $id) }`;
const BLOCK_USER = `mutation BlockUser($id: ID!, $action: BlockAction!) { blockUser(id: $id, action: $action) { id status } }`;

interface UserHit {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  address: string | null;
  birthday: string | null;
  status: boolean;
  is_special: boolean;
  template_id: string | null;
  totalOrder: number;
  roles: { id: string; name: string }[];
  avatar: { id: string; url: string | null } | null;
  partner_fulfillment: {
    name: string;
    domain: string;
    api_key: string;
    api_signature: string;
  } | null;
}

const NON_ADMINS = USER_ROLES.filter((r) => r !== 'Administrator');
const ADMIN = demoEmail('Administrator');

let api: TestApi;
let admin: string;
const tokenOf = (role: UserRole) => api.tokenFor(demoEmail(role));

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.tokenFor(ADMIN);
});
afterAll(() => api?.close());

let serial = 0;
function newUser(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    first_name: 'Nina',
    last_name: `Newman${serial}`,
    email: `nina.${serial}@podoffice.test`,
    pass: 'Start#2026',
    phone: '0123456789',
    roles: ['Seller'],
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}): Promise<UserHit> {
  return (await api.ok<{ createUser: UserHit }>(CREATE_USER, { input: newUser(overrides) }, admin))
    .createUser;
}

async function list(filter: Record<string, unknown> = {}) {
  return (await api.ok<{ users: { count: number; hits: UserHit[] } }>(USERS, { filter }, admin))
    .users;
}

describe('users', () => {
  test('an Administrator gets 25 users a page, newest first, with the total', async () => {
    const first = await list({ status: true });
    expect(USERS_PAGE_SIZE).toBe(25);
    expect(first.hits).toHaveLength(25);
    expect(first.count).toBeGreaterThan(25);
    const created = first.hits.map((u) => u.id);
    const second = await list({ status: true, offset: 25 });
    expect(second.hits.length).toBe(first.count - 25);
    expect(second.hits.some((u) => created.includes(u.id))).toBe(false);
    expect(first.hits.every((u) => u.status && u.totalOrder === 0)).toBe(true);
  });

  test('filters by status, role (Support is Supporter) and search', async () => {
    const blocked = await list({ status: false });
    expect(blocked.count).toBeGreaterThan(0);
    expect(blocked.hits.every((u) => !u.status)).toBe(true);
    const suppliers = await list({ role: 'Supplier' });
    expect(suppliers.hits.every((u) => u.roles.some((r) => r.name === 'Supplier'))).toBe(true);
    expect(suppliers.hits.map((u) => u.email)).toContain(demoEmail('Supplier'));
    const supporters = await list({ role: 'Support' });
    expect(supporters.hits.map((u) => u.email)).toEqual([demoEmail('Supporter')]);
    const byName = await list({ search: 'sam cart' });
    expect(byName.hits.map((u) => u.email)).toEqual([demoEmail('Seller')]);
    const byPhone = await list({ search: '02000000002' });
    expect(byPhone.hits.map((u) => u.email)).toEqual([demoEmail('Seller')]);
    expect((await list({ search: '%' })).count).toBe(0);
  });

  test('refuses an unknown role and a bad page', async () => {
    expect(await api.refused(USERS, { filter: { role: 'Wizard' } }, admin)).toBe('Unknown role');
    expect(await api.refused(USERS, { filter: { limit: 0 } }, admin)).toMatch(/limit must be/);
  });

  test.each(NON_ADMINS)('a %s is refused', async (role) => {
    expect(await api.refused(USERS, {}, await tokenOf(role))).toBe(SERVER_MESSAGES.forbidden);
  });

  test('nobody signed out gets the list', async () => {
    expect(await api.refused(USERS, {})).toBe(SERVER_MESSAGES.notSignedIn);
  });
});

describe('userById', () => {
  test("an Administrator reads anyone, with a supplier's partner fulfillment", async () => {
    const id = await api.idOf(demoEmail('Supplier'));
    const { userById } = await api.ok<{ userById: UserHit }>(USER_BY_ID, { id }, admin);
    expect(userById).toMatchObject({
      email: demoEmail('Supplier'),
      roles: [{ name: 'Supplier' }],
      partner_fulfillment: { name: 'DTF Express', domain: 'https://api.dtf-express.example' },
    });
    expect(userById.template_id).not.toBeNull();
  });

  test.each(USER_ROLES)('a %s reads their own account', async (role) => {
    const id = await api.idOf(demoEmail(role));
    const { userById } = await api.ok<{ userById: UserHit }>(
      USER_BY_ID,
      { id },
      await tokenOf(role),
    );
    expect(userById.email).toBe(demoEmail(role));
  });

  test.each(NON_ADMINS)("a %s cannot read another user's account", async (role) => {
    const id = await api.idOf(ADMIN);
    expect(await api.refused(USER_BY_ID, { id }, await tokenOf(role))).toBe(
      SERVER_MESSAGES.forbidden,
    );
  });

  test('a missing user is not found', async () => {
    expect(await api.refused(USER_BY_ID, { id: '999999' }, admin)).toBe(
      SERVER_MESSAGES.userNotFound,
    );
    expect(await api.refused(USER_BY_ID, { id: 'abc' }, admin)).toBe(SERVER_MESSAGES.userNotFound);
  });
});

describe('roles, templates and partner fulfillments', () => {
  test('an Administrator gets every role, export template and partner fulfillment', async () => {
    const { roles } = await api.ok<{ roles: { name: string }[] }>(ROLE_LIST, {}, admin);
    expect(roles.map((r) => r.name).sort()).toEqual([...ROLES].sort());
    const { templates } = await api.ok<{ templates: { name: string }[] }>(TEMPLATES, {}, admin);
    expect(templates.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Standard CSV', 'DTF Express']),
    );
    const two = await api.ok<{ templates: unknown[] }>(TEMPLATES, { limit: 2 }, admin);
    expect(two.templates).toHaveLength(2);
    const { partnerFulfillments: partners } = await api.ok<{
      partnerFulfillments: { name: string }[];
    }>(PARTNERS, {}, admin);
    expect(partners.map((p) => p.name)).toContain('DTF Express');
    expect(partners.length).toBeLessThanOrEqual(20);
  });

  test.each(NON_ADMINS)('a %s is refused all three', async (role) => {
    const token = await tokenOf(role);
    for (const query of [ROLE_LIST, TEMPLATES, PARTNERS]) {
      // Listing lists partner fulfillments for the variant grid, but not their API credentials.
      const refusal =
        role === 'Listing' && query === PARTNERS
          ? partnerCredentialsRefused('api_key')
          : SERVER_MESSAGES.forbidden;
      expect(await api.refused(query, {}, token)).toBe(refusal);
    }
  });
});

describe('createUser', () => {
  test('an Administrator creates a supplier with a partner fulfillment and template, who can sign in', async () => {
    const { templates } = await api.ok<{ templates: { id: string; name: string }[] }>(
      TEMPLATES,
      {},
      admin,
    );
    const template = templates.find((t) => t.name === 'Embroidery')!;
    const user = await create({
      email: '  New.Supplier@PodOffice.test ',
      roles: ['Supplier'],
      partner_fulfillment: {
        name: 'Stitch Co',
        domain: 'https://stitch.example',
        api_key: 'key-1',
        api_signature: 'sig-1',
      },
      template_id: template.id,
    });
    expect(user).toMatchObject({
      email: 'new.supplier@podoffice.test',
      status: true,
      roles: [{ name: 'Supplier' }],
      template_id: template.id,
      partner_fulfillment: { name: 'Stitch Co', api_key: 'key-1', api_signature: 'sig-1' },
    });
    const res = await api.signIn('new.supplier@podoffice.test', 'Start#2026');
    expect(res.errors).toBeUndefined();
  });

  test('a special seller with several roles; supplier fields are dropped for a non-supplier', async () => {
    const user = await create({
      roles: ['Seller', 'Support'],
      is_special: true,
      partner_fulfillment: { name: 'Half', domain: '', api_key: '', api_signature: '' },
    });
    expect(user.roles.map((r) => r.name).sort()).toEqual(['Seller', 'Supporter']);
    expect(user.is_special).toBe(true);
    expect(user.partner_fulfillment).toBeNull();
    expect(user.template_id).toBeNull();
  });

  test.each([
    ['no first name', { first_name: ' ' }, MESSAGES.firstNameRequired],
    ['a long first name', { first_name: 'x'.repeat(51) }, MESSAGES.firstNameMax],
    ['no last name', { last_name: '' }, MESSAGES.lastNameRequired],
    ['a bad email', { email: 'nope' }, MESSAGES.pleaseInputEmail],
    ['no password', { pass: '' }, MESSAGES.pleaseInputPassword],
    ['a long password', { pass: 'x'.repeat(51) }, MESSAGES.passwordMax],
    ['no phone', { phone: '' }, MESSAGES.pleaseInputPhone],
    ['a long phone', { phone: '012345678901' }, MESSAGES.phoneMax],
    ['no role', { roles: [] }, MESSAGES.chooseUserRoles],
    ['the Authenticated role', { roles: ['Authenticated'] }, MESSAGES.chooseUserRoles],
    [
      'half a partner fulfillment',
      {
        roles: ['Supplier'],
        partner_fulfillment: {
          name: 'P',
          domain: 'https://p.example',
          api_key: '',
          api_signature: '',
        },
      },
      MESSAGES.partnerFulfillmentIncomplete,
    ],
    [
      'an unknown export template',
      { roles: ['Supplier'], template_id: '999999' },
      USER_MESSAGES.templateNotFound,
    ],
    ['a taken email', { email: demoEmail('Seller') }, SERVER_MESSAGES.emailTaken],
  ])('refuses %s and creates nothing', async (_case, change, message) => {
    const before = await api.snapshot(users, userRoles, partnerFulfillments);
    expect(await api.refused(CREATE_USER, { input: newUser(change) }, admin)).toBe(message);
    expect(await api.snapshot(users, userRoles, partnerFulfillments)).toEqual(before);
  });

  test.each([
    'javascript:alert(1)',
    '<script>alert(1)</script>',
    'http://x"><img src=x onerror=alert(1)>',
    'https://p.example/"><img src=x onerror=alert(1)>',
    'data:text/html,<script>alert(1)</script>',
  ])('refuses the partner domain %j and creates nothing', async (domain) => {
    const before = await api.snapshot(users, userRoles, partnerFulfillments);
    const input = newUser({
      roles: ['Supplier'],
      partner_fulfillment: { name: 'P', domain, api_key: 'k', api_signature: 's' },
    });
    expect(await api.refused(CREATE_USER, { input }, admin)).toBe(PARTNER_DOMAIN_INVALID_MESSAGE);
    expect(await api.snapshot(users, userRoles, partnerFulfillments)).toEqual(before);
  });

  test.each(NON_ADMINS)('a %s is refused and nothing is created', async (role) => {
    const before = await api.rows(users);
    expect(await api.refused(CREATE_USER, { input: newUser() }, await tokenOf(role))).toBe(
      SERVER_MESSAGES.forbidden,
    );
    expect(await api.rows(users)).toBe(before);
  });
});

describe('updateUser', () => {
  test("an Administrator edits another user's account detail, roles and supplier fields", async () => {
    const user = await create();
    const { updateUser } = await api.ok<{ updateUser: UserHit }>(
      UPDATE_USER,
      {
        id: user.id,
        input: {
          first_name: 'Renamed',
          address: '9 New Road',
          roles: ['Supplier'],
          partner_fulfillment: {
            name: 'Partner',
            domain: 'https://partner.example',
            api_key: 'k',
            api_signature: 's',
          },
        },
      },
      admin,
    );
    expect(updateUser).toMatchObject({
      first_name: 'Renamed',
      address: '9 New Road',
      roles: [{ name: 'Supplier' }],
      partner_fulfillment: { name: 'Partner' },
    });
    // Emptied, the partner fulfillment goes; and a seller again has none.
    const cleared = await api.ok<{ updateUser: UserHit }>(
      UPDATE_USER,
      {
        id: user.id,
        input: { partner_fulfillment: { name: '', domain: '', api_key: '', api_signature: '' } },
      },
      admin,
    );
    expect(cleared.updateUser.partner_fulfillment).toBeNull();
  });

  test.each(['javascript:alert(1)', 'https://partner.example/"><script>alert(1)</script>'])(
    'refuses the partner domain %j and changes nothing',
    async (domain) => {
      const supplierId = await api.idOf(demoEmail('Supplier'));
      const before = await api.ok<{ userById: UserHit }>(USER_BY_ID, { id: supplierId }, admin);
      const rows = await api.snapshot(users, userRoles, partnerFulfillments);
      expect(
        await api.refused(
          UPDATE_USER,
          {
            id: supplierId,
            input: {
              partner_fulfillment: { name: 'Evil', domain, api_key: 'k', api_signature: 's' },
            },
          },
          admin,
        ),
      ).toBe(PARTNER_DOMAIN_INVALID_MESSAGE);
      expect(await api.ok(USER_BY_ID, { id: supplierId }, admin)).toEqual(before);
      expect(await api.snapshot(users, userRoles, partnerFulfillments)).toEqual(rows);
    },
  );

  test.each(USER_ROLES)('a %s updates their own profile', async (role) => {
    const id = await api.idOf(demoEmail(role));
    const { updateUser } = await api.ok<{ updateUser: UserHit }>(
      UPDATE_USER,
      {
        id,
        input: {
          last_name: `${role}son`,
          birthday: '1991-02-03',
          phone: '0987654321',
          address: null,
        },
      },
      await tokenOf(role),
    );
    expect(updateUser).toMatchObject({
      last_name: `${role}son`,
      birthday: '1991-02-03',
      phone: '0987654321',
      address: null,
    });
  });

  test.each([
    ['an empty first name', { first_name: '' }, MESSAGES.profileFieldRequired],
    ['an empty email', { email: '' }, MESSAGES.profileFieldRequired],
    ['a malformed email', { email: 'sam' }, MESSAGES.emailInvalid],
    ['no birthday', { birthday: null }, MESSAGES.profileFieldRequired],
    ['a day that does not exist', { birthday: '1990-02-30' }, 'Birthday must be a valid date'],
    ['a long phone', { phone: '012345678901' }, MESSAGES.phoneMax],
    ['a taken email', { email: demoEmail('Supplier') }, SERVER_MESSAGES.emailTaken],
  ])('refuses a profile with %s and changes nothing', async (_case, input, message) => {
    const seller = await tokenOf('Seller');
    const id = await api.idOf(demoEmail('Seller'));
    const before = await api.ok<{ userById: UserHit }>(USER_BY_ID, { id }, seller);
    expect(await api.refused(UPDATE_USER, { id, input }, seller)).toBe(message);
    expect(await api.ok(USER_BY_ID, { id }, seller)).toEqual(before);
  });

  test.each(NON_ADMINS)(
    'a %s cannot change another user, nor their own roles or flags',
    async (role) => {
      const token = await tokenOf(role);
      const adminId = await api.idOf(ADMIN);
      expect(
        await api.refused(UPDATE_USER, { id: adminId, input: { first_name: 'X' } }, token),
      ).toBe(SERVER_MESSAGES.forbidden);
      const own = await api.idOf(demoEmail(role));
      expect(
        await api.refused(UPDATE_USER, { id: own, input: { roles: ['Administrator'] } }, token),
      ).toBe(SERVER_MESSAGES.forbidden);
      expect(await api.refused(UPDATE_USER, { id: own, input: { is_special: true } }, token)).toBe(
        SERVER_MESSAGES.forbidden,
      );
    },
  );

  test('an Administrator keeps the Administrator role on their own account', async () => {
    const id = await api.idOf(ADMIN);
    expect(await api.refused(UPDATE_USER, { id, input: { roles: ['Seller'] } }, admin)).toBe(
      USER_MESSAGES.ownAdministratorRole,
    );
  });

  test('an Administrator edit keeps the create rules', async () => {
    const user = await create();
    expect(await api.refused(UPDATE_USER, { id: user.id, input: { roles: [] } }, admin)).toBe(
      MESSAGES.chooseUserRoles,
    );
    expect(
      await api.refused(
        UPDATE_USER,
        {
          id: user.id,
          input: { roles: ['Supplier'], partner_fulfillment: { name: 'Only a name' } },
        },
        admin,
      ),
    ).toBe(MESSAGES.partnerFulfillmentIncomplete);
  });

  test('an avatar must be a file the user recorded', async () => {
    const id = await api.idOf(demoEmail('Seller'));
    expect(
      await api.refused(
        UPDATE_USER,
        { id, input: { avatar_id: '999999' } },
        await tokenOf('Seller'),
      ),
    ).toBe(USER_MESSAGES.avatarNotFound);
  });
});

describe('blockUser', () => {
  test('an Administrator blocks a user, whose session stops, then unblocks them', async () => {
    const user = await create();
    const { login } = (await api.signIn(user.email, 'Start#2026')).data!;
    const blocked = await api.ok<{ blockUser: { id: string; status: boolean } }>(
      BLOCK_USER,
      { id: user.id, action: 'block' },
      admin,
    );
    expect(blocked.blockUser).toEqual({ id: user.id, status: false });
    expect(await api.refused(ME, {}, login.token)).toBe(SERVER_MESSAGES.userBlocked);
    const unblocked = await api.ok<{ blockUser: { status: boolean } }>(
      BLOCK_USER,
      { id: user.id, action: 'unblock' },
      admin,
    );
    expect(unblocked.blockUser.status).toBe(true);
    // The block ended the session for good (issue 8 §7); the user signs in again.
    expect(await api.refused(ME, {}, login.token)).toBe(SERVER_MESSAGES.notSignedIn);
    const again = (await api.signIn(user.email, 'Start#2026')).data!.login;
    expect((await api.gql(ME, {}, again.token)).errors).toBeUndefined();
  });

  test('an Administrator cannot block themself, and stays active', async () => {
    const id = String(await api.idOf(ADMIN));
    expect(await api.refused(BLOCK_USER, { id, action: 'block' }, admin)).toBe(
      USER_MESSAGES.ownStatus,
    );
    const [row] = await api.server.db
      .select()
      .from(users)
      .where(eq(users.id, Number(id)));
    expect(row?.status).toBe(true);
  });

  test('a missing user is not found', async () => {
    expect(await api.refused(BLOCK_USER, { id: '999999', action: 'block' }, admin)).toBe(
      SERVER_MESSAGES.userNotFound,
    );
  });

  test.each(NON_ADMINS)('a %s is refused and nothing changes', async (role) => {
    const id = await api.idOf(demoEmail('Seller'));
    expect(await api.refused(BLOCK_USER, { id, action: 'block' }, await tokenOf(role))).toBe(
      SERVER_MESSAGES.forbidden,
    );
    const [row] = await api.server.db.select().from(users).where(eq(users.id, id));
    expect(row?.status).toBe(true);
  });
});

describe('deleteUser', () => {
  test('an Administrator deletes a user', async () => {
    const user = await create();
    expect(await api.ok(DELETE_USER, { id: user.id }, admin)).toEqual({ deleteUser: true });
    expect(await api.refused(USER_BY_ID, { id: user.id }, admin)).toBe(
      SERVER_MESSAGES.userNotFound,
    );
  });

  test('refuses their own account, a user with sites, and a missing user', async () => {
    const before = await api.rows(users);
    expect(await api.refused(DELETE_USER, { id: await api.idOf(ADMIN) }, admin)).toBe(
      USER_MESSAGES.ownDelete,
    );
    expect(await api.refused(DELETE_USER, { id: await api.idOf(demoEmail('Seller')) }, admin)).toBe(
      USER_MESSAGES.userInUse,
    );
    expect(await api.refused(DELETE_USER, { id: '999999' }, admin)).toBe(
      SERVER_MESSAGES.userNotFound,
    );
    expect(await api.rows(users)).toBe(before);
  });

  test.each(NON_ADMINS)('a %s is refused and nothing is deleted', async (role) => {
    const user = await create();
    expect(await api.refused(DELETE_USER, { id: user.id }, await tokenOf(role))).toBe(
      SERVER_MESSAGES.forbidden,
    );
    expect(
      (await api.ok<{ userById: UserHit }>(USER_BY_ID, { id: user.id }, admin)).userById.id,
    ).toBe(user.id);
  });
});
