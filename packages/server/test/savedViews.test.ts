import { eq } from 'drizzle-orm';
import {
  SAVED_VIEW_LIMITS,
  SAVED_VIEW_MESSAGES as M,
  SERVER_MESSAGES,
  USER_ROLES,
} from '@podoffice/domain';
import { savedViews } from '../src/db/schema';
import { demoEmail, startTestApi, type TestApi } from './harness';

const FIELDS = 'id screen name query columns created_at';
const LIST = `query SavedViews($screen: String!) { savedViews(screen: $screen) { ${FIELDS} } }`;
const CREATE = `mutation CreateSavedView($input: SavedViewInput!) { createSavedView(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation DeleteSavedView($id: ID!) { deleteSavedView(id: $id) }`;

interface SavedViewHit {
  id: string;
  screen: string;
  name: string;
  query: string;
  columns: string[] | null;
}

let api: TestApi;
const token = (role: string) => api.tokenFor(demoEmail(role));
const view = (name: string, extra: Record<string, unknown> = {}) => ({
  screen: 'orders',
  name,
  query: 'tab=error&search=tee',
  columns: ['id', 'status', 'product'],
  ...extra,
});
const list = async (role: string) =>
  (await api.ok<{ savedViews: SavedViewHit[] }>(LIST, { screen: 'orders' }, await token(role)))
    .savedViews;
const create = async (role: string, input: Record<string, unknown>) =>
  (await api.ok<{ createSavedView: SavedViewHit }>(CREATE, { input }, await token(role)))
    .createSavedView;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());
afterEach(async () => {
  await api.server.db.delete(savedViews);
});

describe('saved views of the orders screen', () => {
  test.each(['Administrator', 'Supporter', 'Seller', 'Supplier'])(
    '%s saves a view, finds it (theirs only) and deletes it',
    async (role) => {
      const saved = await create(role, view('  Errors   with tee '));
      expect(saved).toMatchObject({
        screen: 'orders',
        name: 'Errors with tee',
        query: 'tab=error&search=tee',
        columns: ['id', 'status', 'product'],
      });
      expect((await list(role)).map((v) => v.name)).toEqual(['Errors with tee']);
      const other = role === 'Administrator' ? 'Supporter' : 'Administrator';
      expect(await list(other)).toEqual([]);
      // Another user's view is as missing as one that never was.
      expect(await api.refused(DELETE, { id: saved.id }, await token(other))).toBe(M.notFound);
      expect(await api.ok(DELETE, { id: saved.id }, await token(role))).toEqual({
        deleteSavedView: true,
      });
      expect(await list(role)).toEqual([]);
      expect(await api.refused(DELETE, { id: saved.id }, await token(role))).toBe(M.notFound);
    },
  );

  test.each(USER_ROLES.filter((r) => r === 'Listing' || r === 'Accounting'))(
    '%s has no orders screen: every call is refused',
    async (role) => {
      const t = await token(role);
      expect(await api.refused(LIST, { screen: 'orders' }, t)).toBe(SERVER_MESSAGES.forbidden);
      expect(await api.refused(CREATE, { input: view('Mine') }, t)).toBe(SERVER_MESSAGES.forbidden);
      expect(await api.rows(savedViews)).toBe(0);
    },
  );

  test('a caller not signed in is refused', async () => {
    expect(await api.refused(LIST, { screen: 'orders' })).toBe(SERVER_MESSAGES.notSignedIn);
    expect(await api.refused(CREATE, { input: view('Mine') })).toBe(SERVER_MESSAGES.notSignedIn);
    expect(await api.refused(DELETE, { id: '1' })).toBe(SERVER_MESSAGES.notSignedIn);
  });

  test('bad input is refused with its message and saves nothing', async () => {
    const t = await token('Seller');
    const cases: [Record<string, unknown>, string][] = [
      [view(' '), M.nameRequired],
      [view('x'.repeat(SAVED_VIEW_LIMITS.nameMax + 1)), M.nameTooLong],
      [view('Long', { query: 'search=' + 'x'.repeat(SAVED_VIEW_LIMITS.queryMax) }), M.badQuery],
      [view('Columns', { columns: ['id', 'id'] }), M.badColumns],
      [view('Screen', { screen: 'users' }), M.badScreen],
    ];
    for (const [input, message] of cases) {
      expect(await api.refused(CREATE, { input }, t)).toBe(message);
    }
    expect(await api.refused(LIST, { screen: 'users' }, t)).toBe(M.badScreen);
    expect(await api.refused(DELETE, { id: 'abc' }, t)).toBe(M.notFound);
    expect(await api.rows(savedViews)).toBe(0);
  });

  test('a name is once per user, whatever its case; another user may take it', async () => {
    await create('Seller', view('Late orders'));
    expect(await api.refused(CREATE, { input: view('LATE  ORDERS') }, await token('Seller'))).toBe(
      M.duplicate('LATE ORDERS'),
    );
    await create('Supplier', view('Late orders'));
    expect(await api.rows(savedViews)).toBe(2);
  });

  test(`at most ${SAVED_VIEW_LIMITS.perScreen} views, even when saved at once`, async () => {
    const t = await token('Supporter');
    const answers = await Promise.all(
      Array.from({ length: SAVED_VIEW_LIMITS.perScreen + 3 }, (_, i) =>
        api.gql(CREATE, { input: view(`View ${i}`) }, t),
      ),
    );
    const refused = answers.filter((a) => a.errors?.length);
    expect(refused.map((a) => a.errors![0]!.message)).toEqual([M.tooMany, M.tooMany, M.tooMany]);
    const supporter = await api.idOf(demoEmail('Supporter'));
    const kept = await api.server.db
      .select()
      .from(savedViews)
      .where(eq(savedViews.userId, supporter));
    expect(kept).toHaveLength(SAVED_VIEW_LIMITS.perScreen);
    expect(await list('Supporter')).toHaveLength(SAVED_VIEW_LIMITS.perScreen);
  });
});
