import { SERVER_MESSAGES, USER_ROLES } from '@podoffice/domain';
import { demoEmail, startTestApi, type TestApi } from './harness';

const CARRIERS = `query Carriers { carriers { id name } }`;

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('reading the carriers', () => {
  test('an Administrator reads the list', async () => {
    const token = await api.tokenFor(demoEmail('Administrator'));
    const { carriers } = await api.ok<{ carriers: unknown[] }>(CARRIERS, {}, token);
    expect(carriers).toEqual([]);
  });

  test.each(USER_ROLES.filter((role) => role !== 'Administrator'))(
    '%s is refused',
    async (role) => {
      const token = await api.tokenFor(demoEmail(role));
      expect(await api.refused(CARRIERS, {}, token)).toBe(SERVER_MESSAGES.forbidden);
    },
  );

  test('an anonymous caller is refused', async () => {
    expect(await api.refused(CARRIERS, {})).toBe(SERVER_MESSAGES.notSignedIn);
  });
});
