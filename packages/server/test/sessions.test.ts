import { SERVER_MESSAGES } from '@podoffice/domain';
import { DEMO_PASSWORD } from '../src';
import { demoEmail, mailedLink, startTestApi, type TestApi } from './harness';
import { CHANGE_PASSWORD, LOGOUT, ME, RESET_BY_TOKEN, RESET_PASSWORD } from './operations';

// Issue 8 §7: a session token stops working when its user signs out, gets a new password or is
// blocked, on every device at once (a token version per user).

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

async function signInTwice(email: string, password = DEMO_PASSWORD) {
  const first = (await api.signIn(email, password)).data!.login.token;
  const second = (await api.signIn(email, password)).data!.login.token;
  return [first, second] as const;
}

const revoked = async (token: string) =>
  expect(await api.refused(ME, {}, token)).toBe(SERVER_MESSAGES.notSignedIn);

test('logout ends every session of the caller, and only theirs', async () => {
  const [laptop, phone] = await signInTwice(demoEmail('Seller'));
  const other = (await api.signIn(demoEmail('Supplier'), DEMO_PASSWORD)).data!.login.token;
  expect(await api.ok(LOGOUT, {}, laptop)).toEqual({ logout: true });
  await revoked(laptop);
  await revoked(phone);
  expect((await api.gql(ME, {}, other)).errors).toBeUndefined();
  // Signing in again gives a working session.
  const fresh = (await api.signIn(demoEmail('Seller'), DEMO_PASSWORD)).data!.login.token;
  expect((await api.gql(ME, {}, fresh)).errors).toBeUndefined();
});

test('logout needs a session', async () => {
  expect(await api.refused(LOGOUT)).toBe(SERVER_MESSAGES.notSignedIn);
});

test('changing one’s own password ends the old sessions; the new password signs in', async () => {
  const email = demoEmail('Listing');
  const [laptop, phone] = await signInTwice(email);
  const id = String(await api.idOf(email));
  await api.ok(CHANGE_PASSWORD, { id, current: DEMO_PASSWORD, next: 'Changed#2026' }, laptop);
  await revoked(laptop);
  await revoked(phone);
  const fresh = (await api.signIn(email, 'Changed#2026')).data!.login.token;
  expect((await api.gql(ME, {}, fresh)).errors).toBeUndefined();
});

test("an Administrator's new password for a user ends that user's sessions", async () => {
  const email = demoEmail('Accounting');
  const [token] = await signInTwice(email);
  const admin = await api.tokenFor(demoEmail('Administrator'));
  await api.ok(CHANGE_PASSWORD, { id: String(await api.idOf(email)), next: 'ByAdmin#2026' }, admin);
  await revoked(token);
  expect((await api.gql(ME, {}, admin)).errors).toBeUndefined();
});

test('a password reset from the mailed link ends the sessions an intruder may hold', async () => {
  const email = demoEmail('Supporter');
  const [intruder] = await signInTwice(email);
  await api.ok(RESET_PASSWORD, { email });
  const link = await mailedLink(api, email, 'reset-password');
  const token = new URL(link).searchParams.get('token');
  await api.ok(RESET_BY_TOKEN, { token, pass: 'Reset#2026' });
  await revoked(intruder);
});
