import { eq } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@podoffice/domain';
import { DEMO_PASSWORD } from '../src';
import { users } from '../src/db/schema';
import { demoEmail, startTestApi, type TestApi } from './harness';
import { CHANGE_PASSWORD } from './operations';

// Spec 1 §4: one specific account, not named, may not edit or create users. USERS_READ_ONLY_EMAILS
// names it (here a second Administrator): it reads users like any
// Administrator, and every change to another account is refused, changing nothing.

const AUDITOR = 'auditor@podoffice.test';
const ME = `{ me { id email users_read_only } }`;
const USERS = `{ users(filter: { limit: 5 }) { count hits { id email users_read_only } } }`;
const USER_BY_ID = `query UserById($id: ID!) { userById(id: $id) { id email } }`;
const READS = `{ roles { id } templates { id } partnerFulfillments { id } }`;
const CREATE_USER = `mutation CreateUser($input: CreateUserInput!) { createUser(input: $input) { id } }`;
const UPDATE_USER = `mutation UpdateUser($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id first_name roles { name } } }`;
const DELETE_USER = `mutation DeleteUser($id: ID!) { deleteUser(id: $id) }`;
const BLOCK_USER = `mutation BlockUser($id: ID!, $action: BlockAction!) { blockUser(id: $id, action: $action) { id status } }`;

let api: TestApi;
let auditor: string;
let admin: string;
let sellerId: string;

beforeAll(async () => {
  api = await startTestApi({ usersReadOnlyEmails: [AUDITOR] });
  admin = await api.tokenFor(demoEmail('Administrator'));
  await api.ok(
    CREATE_USER,
    {
      input: {
        first_name: 'Ava',
        last_name: 'Auditor',
        email: AUDITOR,
        pass: DEMO_PASSWORD,
        phone: '0123456789',
        roles: ['Administrator'],
      },
    },
    admin,
  );
  auditor = await api.tokenFor(AUDITOR);
  sellerId = String(await api.idOf(demoEmail('Seller')));
});
afterAll(() => api?.close());

const sellerRow = async () =>
  (
    await api.server.db
      .select()
      .from(users)
      .where(eq(users.id, Number(sellerId)))
  )[0]!;

test('the read-only account is marked on itself and in the users list; others are not', async () => {
  expect(
    (await api.ok<{ me: { users_read_only: boolean } }>(ME, {}, auditor)).me.users_read_only,
  ).toBe(true);
  expect(
    (await api.ok<{ me: { users_read_only: boolean } }>(ME, {}, admin)).me.users_read_only,
  ).toBe(false);
  const listed = await api.ok<{ users: { hits: { email: string; users_read_only: boolean }[] } }>(
    USERS,
    {},
    admin,
  );
  expect(listed.users.hits.find((u) => u.email === AUDITOR)?.users_read_only).toBe(true);
});

test('it reads users, one user, roles, templates and partner fulfillments', async () => {
  expect(
    (await api.ok<{ users: { count: number } }>(USERS, {}, auditor)).users.count,
  ).toBeGreaterThan(1);
  expect(
    (await api.ok<{ userById: { email: string } }>(USER_BY_ID, { id: sellerId }, auditor)).userById
      .email,
  ).toBe(demoEmail('Seller'));
  await api.ok(READS, {}, auditor);
});

test('it cannot create a user, and nobody is created', async () => {
  const before = (await api.server.db.select({ id: users.id }).from(users)).length;
  const input = {
    first_name: 'Nina',
    last_name: 'Newman',
    email: 'nina.readonly@podoffice.test',
    pass: 'Start#2026',
    phone: '0123456789',
    roles: ['Seller'],
  };
  expect(await api.refused(CREATE_USER, { input }, auditor)).toBe(SERVER_MESSAGES.forbidden);
  expect((await api.server.db.select({ id: users.id }).from(users)).length).toBe(before);
});

test('it cannot edit, block, delete or set the password of another user; nothing changes', async () => {
  const before = await sellerRow();
  expect(
    await api.refused(UPDATE_USER, { id: sellerId, input: { first_name: 'Changed' } }, auditor),
  ).toBe(SERVER_MESSAGES.forbidden);
  expect(await api.refused(BLOCK_USER, { id: sellerId, action: 'block' }, auditor)).toBe(
    SERVER_MESSAGES.forbidden,
  );
  expect(await api.refused(DELETE_USER, { id: sellerId }, auditor)).toBe(SERVER_MESSAGES.forbidden);
  expect(await api.refused(CHANGE_PASSWORD, { id: sellerId, next: 'Other#2026' }, auditor)).toBe(
    SERVER_MESSAGES.forbidden,
  );
  const after = await sellerRow();
  expect(after.firstName).toBe(before.firstName);
  expect(after.status).toBe(true);
  expect(after.passwordHash).toBe(before.passwordHash);
});

test('it edits its own profile but not its own roles', async () => {
  const auditorId = String(await api.idOf(AUDITOR));
  const edited = await api.ok<{ updateUser: { first_name: string } }>(
    UPDATE_USER,
    { id: auditorId, input: { first_name: 'Avery' } },
    auditor,
  );
  expect(edited.updateUser.first_name).toBe('Avery');
  expect(
    await api.refused(UPDATE_USER, { id: auditorId, input: { roles: ['Seller'] } }, auditor),
  ).toBe(SERVER_MESSAGES.forbidden);
});

test('another Administrator still manages users', async () => {
  const blocked = await api.ok<{ blockUser: { status: boolean } }>(
    BLOCK_USER,
    { id: sellerId, action: 'block' },
    admin,
  );
  expect(blocked.blockUser.status).toBe(false);
  await api.ok(BLOCK_USER, { id: sellerId, action: 'unblock' }, admin);
});
