import { eq } from 'drizzle-orm';
import { MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src';
import { outbox, tokens, users } from '../src/db/schema';
import { demoEmail, mailedLink, startTestApi, type TestApi } from './harness';
import {
  ACTIVATE,
  CHANGE_PASSWORD,
  LOGIN,
  ME,
  REGISTER,
  RESET_BY_TOKEN,
  RESET_PASSWORD,
  SELLER_PICKER,
  USERS_BY_ROLE,
} from './operations';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());
afterEach(() => api.clock.reset());

const MINUTE = 60_000;

interface LoginData {
  login: {
    token: string;
    expired_at: string;
    user: { id: string; email: string; first_name: string; roles: { name: string }[] };
  };
}

const login = (email: string, password: string) => api.gql<LoginData>(LOGIN, { email, password });

const newcomer = (email: string) => ({
  first_name: 'Nia',
  last_name: 'Newcomer',
  email,
  pass: 'Start#2026',
  phone: '0123456789',
});

/** Registers through the API and follows the mailed activation link, as a new seller would. */
async function registerAndActivate(email: string): Promise<void> {
  await api.ok(REGISTER, { input: newcomer(email) });
  const link = await mailedLink(api, email, '/verify/');
  await api.ok(ACTIVATE, { token: decodeURIComponent(link.split('/verify/')[1]!) });
}

describe('login', () => {
  test.each(DEMO_ACCOUNTS.map((a) => [a.role, a.email, a.firstName] as const))(
    'the demo %s signs in with the documented password',
    async (role, email, firstName) => {
      const res = await login(email, DEMO_PASSWORD);
      expect(res.errors).toBeUndefined();
      const { token, expired_at, user } = res.data!.login;
      expect(token.split('.')).toHaveLength(3);
      expect(user).toMatchObject({ email, first_name: firstName, roles: [{ name: role }] });
      const expires = Date.parse(expired_at);
      expect(new Date(expires).toISOString()).toBe(expired_at);
      expect(expires - Date.now()).toBeGreaterThan(6 * 24 * 60 * MINUTE);
      const me = await api.ok<{ me: { email: string } }>(ME, {}, token);
      expect(me.me.email).toBe(email);
    },
  );

  test('the email is matched whatever its case', async () => {
    const res = await login('  Seller@PodOffice.TEST ', DEMO_PASSWORD);
    expect(res.data?.login.user.email).toBe('seller@podoffice.test');
  });

  test.each([
    ['a wrong password', demoEmail('Seller'), 'wrong-password', SERVER_MESSAGES.invalidCredentials],
    ['an unknown email', 'ghost@podoffice.test', DEMO_PASSWORD, SERVER_MESSAGES.invalidCredentials],
    ['an empty email', '', DEMO_PASSWORD, MESSAGES.emailRequired],
    ['a malformed email', 'not-an-email', DEMO_PASSWORD, MESSAGES.emailInvalid],
    ['an empty password', demoEmail('Seller'), '', MESSAGES.passwordRequired],
  ])('refuses %s', async (_case, email, password, message) => {
    expect((await login(email, password)).errors?.[0]?.message).toBe(message);
  });

  test('refuses arguments of the wrong type before any resolver runs', async () => {
    const message = await api.refused(LOGIN, { email: 42, password: ['x'] });
    expect(message).toMatch(/String cannot represent/);
  });

  test('a registered account cannot sign in before it is activated', async () => {
    await api.ok(REGISTER, { input: newcomer('inactive@podoffice.test') });
    expect((await login('inactive@podoffice.test', 'Start#2026')).errors?.[0]?.message).toBe(
      SERVER_MESSAGES.userInactive,
    );
  });

  test('a blocked user cannot sign in, and a token issued before the block stops working', async () => {
    await registerAndActivate('blocked@podoffice.test');
    const { login: before } = (await login('blocked@podoffice.test', 'Start#2026')).data!;
    await api.server.db
      .update(users)
      .set({ status: false })
      .where(eq(users.email, 'blocked@podoffice.test'));
    expect((await login('blocked@podoffice.test', 'Start#2026')).errors?.[0]?.message).toBe(
      SERVER_MESSAGES.userBlocked,
    );
    expect(await api.refused(ME, {}, before.token)).toBe(SERVER_MESSAGES.userBlocked);
    // The state of an account is told only to someone who knows its password.
    expect((await login('blocked@podoffice.test', 'wrong-password')).errors?.[0]?.message).toBe(
      SERVER_MESSAGES.invalidCredentials,
    );
  });
});

describe('the bearer token', () => {
  test.each([
    ['no token', undefined],
    ['a malformed token', 'not-a-jwt'],
    [
      'a token signed with another key',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiaXNzIjoicG9kb2ZmaWNlIn0.c2lnbmF0dXJl',
    ],
  ])('%s is refused on a protected call', async (_case, token) => {
    expect(await api.refused(ME, {}, token)).toBe(SERVER_MESSAGES.notSignedIn);
  });

  test('an expired token is refused', async () => {
    const token = (await login(demoEmail('Listing'), DEMO_PASSWORD)).data!.login.token;
    api.clock.advance(7 * 24 * 60 * MINUTE + 1000);
    expect(await api.refused(ME, {}, token)).toBe(SERVER_MESSAGES.notSignedIn);
  });

  // The server remembers a token it has verified (auth/jwt.ts): the clock still ends it.
  test('a token used while valid is refused once it expires', async () => {
    const token = (await login(demoEmail('Listing'), DEMO_PASSWORD)).data!.login.token;
    await api.ok(ME, {}, token);
    await api.ok(ME, {}, token);
    api.clock.advance(7 * 24 * 60 * MINUTE + 1000);
    expect(await api.refused(ME, {}, token)).toBe(SERVER_MESSAGES.notSignedIn);
  });

  test('me answers the signed-in user with their roles', async () => {
    const token = await api.tokenFor(demoEmail('Accounting'));
    const { me } = await api.ok<{ me: Record<string, unknown> }>(ME, {}, token);
    expect(me).toMatchObject({
      email: 'accounting@podoffice.test',
      first_name: 'Grace',
      last_name: 'Okafor',
      status: true,
      activated: true,
      is_special: false,
      roles: [{ name: 'Accounting' }],
    });
  });
});

describe('register and activation', () => {
  test('register mails an activation link; the link activates; the new seller signs in', async () => {
    const email = 'new.seller@podoffice.test';
    const { register } = await api.ok<{ register: string }>(REGISTER, { input: newcomer(email) });
    expect(register).toMatch(/^\d+$/);

    const [mail] = await api.outbox(email);
    expect(mail?.subject).toBe('Activate your POD Office account');
    const link = await mailedLink(api, email, '/verify/');
    expect(link.startsWith(`${api.server.url}/verify/`)).toBe(true);
    const token = decodeURIComponent(link.split('/verify/')[1]!);
    expect(mail?.html).toContain(`href="${link}"`);

    expect(await api.ok(ACTIVATE, { token })).toEqual({ accountActivation: true });
    const res = await login(email, 'Start#2026');
    expect(res.data?.login.user).toMatchObject({
      id: register,
      first_name: 'Nia',
      roles: [{ name: 'Seller' }],
    });

    // A link works once.
    expect(await api.refused(ACTIVATE, { token })).toBe(SERVER_MESSAGES.invalidToken);
  });

  test('the mailed token is stored only as a hash', async () => {
    await api.ok(REGISTER, { input: newcomer('hashed@podoffice.test') });
    const link = await mailedLink(api, 'hashed@podoffice.test', '/verify/');
    const raw = decodeURIComponent(link.split('/verify/')[1]!);
    const stored = await api.server.db.select({ hash: tokens.tokenHash }).from(tokens);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((t) => t.hash === raw)).toBe(false);
  });

  test.each([
    ['an unknown token', 'x'.repeat(43)],
    ['an empty token', ''],
    ['an absurdly long token', 'x'.repeat(5000)],
  ])('activation refuses %s', async (_case, token) => {
    expect(await api.refused(ACTIVATE, { token })).toBe(SERVER_MESSAGES.invalidToken);
  });

  test('an activation link expires after 7 days', async () => {
    const email = 'late@podoffice.test';
    await api.ok(REGISTER, { input: newcomer(email) });
    const link = await mailedLink(api, email, '/verify/');
    api.clock.advance(7 * 24 * 60 * MINUTE + 1000);
    expect(
      await api.refused(ACTIVATE, { token: decodeURIComponent(link.split('/verify/')[1]!) }),
    ).toBe(SERVER_MESSAGES.invalidToken);
  });

  const long = 'x'.repeat(51);
  test.each([
    ['a taken email (any case)', { email: 'SELLER@podoffice.test' }, SERVER_MESSAGES.emailTaken],
    ['an empty first name', { first_name: '' }, MESSAGES.firstNameRequired],
    ['a first name over 50 characters', { first_name: long }, MESSAGES.firstNameMax],
    ['a last name over 50 characters', { last_name: long }, MESSAGES.lastNameMax],
    ['a malformed email', { email: 'nope' }, MESSAGES.pleaseInputEmail],
    ['an empty password', { pass: '' }, MESSAGES.pleaseInputPassword],
    ['a password over 50 characters', { pass: long }, MESSAGES.passwordMax],
    ['an empty phone', { phone: '' }, MESSAGES.pleaseInputPhone],
    ['a phone over 11 characters', { phone: '012345678901' }, MESSAGES.phoneMax],
  ])('register refuses %s and stores nothing', async (_case, change, message) => {
    const before = await api.snapshot(users, outbox, tokens);
    const input = { ...newcomer('fresh@podoffice.test'), ...change };
    expect(await api.refused(REGISTER, { input })).toBe(message);
    expect(await api.snapshot(users, outbox, tokens)).toEqual(before);
  });

  test('register refuses a missing field with a type error', async () => {
    const { pass: _omitted, ...input } = newcomer('typo@podoffice.test');
    expect(await api.refused(REGISTER, { input })).toMatch(/pass.*required/);
  });
});

describe('password reset', () => {
  const email = 'seller2@podoffice.test';

  test('an unknown address gets the same answer and no mail', async () => {
    const before = await api.rows(outbox);
    expect(await api.ok(RESET_PASSWORD, { email: 'nobody@podoffice.test' })).toEqual({
      resetPassword: true,
    });
    expect(await api.rows(outbox)).toBe(before);
  });

  test.each([
    ['an empty email', ''],
    ['a malformed email', 'nope'],
  ])('refuses %s', async (_case, value) => {
    expect(await api.refused(RESET_PASSWORD, { email: value })).toBe(MESSAGES.pleaseInputEmail);
  });

  test('the mailed link sets a new password; the old one stops working; the link works once', async () => {
    expect(await api.ok(RESET_PASSWORD, { email })).toEqual({ resetPassword: true });
    const link = await mailedLink(api, email, '/reset-password?token=');
    expect(link.startsWith(`${api.server.url}/reset-password?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token')!;

    expect(await api.refused(RESET_BY_TOKEN, { token, pass: '' })).toBe(
      MESSAGES.pleaseInputPassword,
    );
    expect(await api.refused(RESET_BY_TOKEN, { token, pass: 'y'.repeat(51) })).toBe(
      MESSAGES.passwordMax,
    );

    expect(await api.ok(RESET_BY_TOKEN, { token, pass: 'Fresh#2026' })).toEqual({
      resetPasswordByToken: true,
    });
    expect((await login(email, 'Fresh#2026')).errors).toBeUndefined();
    expect((await login(email, DEMO_PASSWORD)).errors?.[0]?.message).toBe(
      SERVER_MESSAGES.invalidCredentials,
    );
    expect(await api.refused(RESET_BY_TOKEN, { token, pass: 'Other#2026' })).toBe(
      SERVER_MESSAGES.invalidToken,
    );
  });

  test('a reset link expires after an hour', async () => {
    await api.ok(RESET_PASSWORD, { email });
    const token = new URL(await mailedLink(api, email, '/reset-password?token=')).searchParams.get(
      'token',
    )!;
    api.clock.advance(61 * MINUTE);
    expect(await api.refused(RESET_BY_TOKEN, { token, pass: 'Late#2026' })).toBe(
      SERVER_MESSAGES.invalidToken,
    );
  });

  test('an activation link is not a reset link', async () => {
    await api.ok(REGISTER, { input: newcomer('mixup@podoffice.test') });
    const link = await mailedLink(api, 'mixup@podoffice.test', '/verify/');
    const token = decodeURIComponent(link.split('/verify/')[1]!);
    expect(await api.refused(RESET_BY_TOKEN, { token, pass: 'Mixed#2026' })).toBe(
      SERVER_MESSAGES.invalidToken,
    );
  });
});

describe('changePassword', () => {
  const email = 'supplier@podoffice.test';
  let id: string;
  let token: string;
  beforeAll(async () => {
    token = await api.tokenFor(email);
    id = String(await api.idOf(email));
  });

  test.each([
    ['no current password', undefined, 'Next#2026', MESSAGES.currentPasswordRequired],
    ['a wrong current password', 'wrong', 'Next#2026', SERVER_MESSAGES.wrongCurrentPassword],
    ['an empty new password', DEMO_PASSWORD, '', MESSAGES.pleaseInputPassword],
    ['a new password over 50 characters', DEMO_PASSWORD, 'z'.repeat(51), MESSAGES.passwordMax],
  ])('one’s own password with %s is refused', async (_case, current, next, message) => {
    expect(await api.refused(CHANGE_PASSWORD, { id, current, next }, token)).toBe(message);
    expect((await login(email, DEMO_PASSWORD)).errors).toBeUndefined();
  });

  test('one’s own password changes with the current one', async () => {
    expect(
      await api.ok(CHANGE_PASSWORD, { id, current: DEMO_PASSWORD, next: 'Next#2026' }, token),
    ).toEqual({
      changePassword: true,
    });
    expect((await login(email, 'Next#2026')).errors).toBeUndefined();
    expect((await login(email, DEMO_PASSWORD)).errors?.[0]?.message).toBe(
      SERVER_MESSAGES.invalidCredentials,
    );
  });

  test('an administrator sets another user’s password without knowing it', async () => {
    const admin = await api.tokenFor(demoEmail('Administrator'));
    expect(await api.ok(CHANGE_PASSWORD, { id, next: 'ByAdmin#2026' }, admin)).toEqual({
      changePassword: true,
    });
    expect((await login(email, 'ByAdmin#2026')).errors).toBeUndefined();
  });

  test('an administrator still needs the current password for their own', async () => {
    const admin = await api.tokenFor(demoEmail('Administrator'));
    const adminId = String(await api.idOf(demoEmail('Administrator')));
    expect(await api.refused(CHANGE_PASSWORD, { id: adminId, next: 'Mine#2026' }, admin)).toBe(
      MESSAGES.currentPasswordRequired,
    );
  });

  test.each([
    ['an unknown id', '999999'],
    ['an id that is not a number', 'abc'],
  ])('an administrator gets “user not found” for %s', async (_case, target) => {
    const admin = await api.tokenFor(demoEmail('Administrator'));
    expect(await api.refused(CHANGE_PASSWORD, { id: target, next: 'Nobody#2026' }, admin)).toBe(
      SERVER_MESSAGES.userNotFound,
    );
  });
});

describe('usersByRole', () => {
  test('lists the holders of a role, with their roles', async () => {
    const admin = await api.tokenFor(demoEmail('Administrator'));
    const { usersByRole } = await api.ok<{
      usersByRole: { email: string; roles: { name: string }[] }[];
    }>(USERS_BY_ROLE, { role: 'Seller', status: true }, admin);
    const emails = usersByRole.map((u) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining(['seller@podoffice.test', 'seller2@podoffice.test']),
    );
    expect(usersByRole.every((u) => u.roles.some((r) => r.name === 'Seller'))).toBe(true);
  });

  test('staff search sellers by name, and Support reads as Supporter', async () => {
    const staff = await api.tokenFor(demoEmail('Supporter'));
    const byName = await api.ok<{ usersByRole: { id: string }[] }>(
      SELLER_PICKER,
      { role: 'Seller', search: 'noah fisch' },
      staff,
    );
    expect(byName.usersByRole.map((u) => u.id)).toEqual([
      String(await api.idOf('seller2@podoffice.test')),
    ]);
    const wildcard = await api.ok<{ usersByRole: unknown[] }>(
      SELLER_PICKER,
      { role: 'Seller', search: '%' },
      staff,
    );
    expect(wildcard.usersByRole).toEqual([]);
    const alias = await api.ok<{ usersByRole: { email: string }[] }>(
      USERS_BY_ROLE,
      { role: 'Support' },
      await api.tokenFor(demoEmail('Administrator')),
    );
    expect(alias.usersByRole.map((u) => u.email)).toEqual(['supporter@podoffice.test']);
  });

  test('filters by status', async () => {
    await registerAndActivate('blocked.seller@podoffice.test');
    await api.server.db
      .update(users)
      .set({ status: false })
      .where(eq(users.email, 'blocked.seller@podoffice.test'));
    const admin = await api.tokenFor(demoEmail('Administrator'));
    const blocked = await api.ok<{ usersByRole: { email: string; status: boolean }[] }>(
      USERS_BY_ROLE,
      { role: 'Seller', status: false },
      admin,
    );
    expect(blocked.usersByRole.every((u) => !u.status)).toBe(true);
    expect(blocked.usersByRole.map((u) => u.email)).toContain('blocked.seller@podoffice.test');
  });

  test.each([
    ['an unknown role', { role: 'Wizard' }, 'Unknown role'],
    [
      'a search over 100 characters',
      { role: 'Seller', search: 's'.repeat(101) },
      'search must be at most 100 characters',
    ],
  ])('refuses %s', async (_case, variables, message) => {
    const admin = await api.tokenFor(demoEmail('Administrator'));
    expect(await api.refused(USERS_BY_ROLE, variables, admin)).toBe(message);
  });
});
