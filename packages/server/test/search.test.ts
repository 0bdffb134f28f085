import { SEARCH_LIMITS, SERVER_MESSAGES, USER_ROLES, type UserRole } from '@podoffice/domain';
import { SEARCH_LIMIT_MESSAGE } from '../src/graphql/search/resolvers';
import { demoEmail, startTestApi, type TestApi } from './harness';

// The top bar's search (issue 10 §3): what each role finds is decided here, on the server.

const SEARCH = `query Search($text: String!, $limit: Int) {
  search(text: $text, limit: $limit) { kind id title subtitle path }
}`;
const CREATE_NEWS = `mutation Create($input: NewsInput!) { createNews(input: $input) { id } }`;

interface Hit {
  kind: 'user' | 'site' | 'news';
  id: string;
  title: string;
  subtitle: string | null;
  path: string;
}

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const token = (role: UserRole) => api.tokenFor(demoEmail(role));
const search = async (text: string, role: UserRole, limit?: number) =>
  (await api.ok<{ search: Hit[] }>(SEARCH, { text, limit }, await token(role))).search;
const ofKind = (hits: Hit[], kind: Hit['kind']) => hits.filter((hit) => hit.kind === kind);

describe('search', () => {
  it('finds users and every active site for the Administrator, each with where it leads', async () => {
    const hits = await search('noah', 'Administrator');
    const noah = await api.idOf('seller2@podoffice.test');
    expect(ofKind(hits, 'user')).toEqual([
      {
        kind: 'user',
        id: String(noah),
        title: 'Noah Fischer',
        subtitle: 'seller2@podoffice.test',
        path: `/admin/users-manager/edit/${noah}`,
      },
    ]);
    const sites = ofKind(await search('noah tees', 'Administrator'), 'site');
    expect(sites.map((s) => s.title).sort()).toEqual(['Noah Tees', 'Noah Tees CSV']);
    for (const site of sites) expect(site.path).toBe(`/sites/${site.id}/settings`);
  });

  it('never finds a disabled site', async () => {
    expect(await search('Noah Old Shop', 'Administrator')).toEqual([]);
  });

  it("finds a seller's own sites only, and no users", async () => {
    const own = await search('prints', 'Seller');
    expect(ofKind(own, 'site').length).toBeGreaterThan(0);
    for (const site of ofKind(own, 'site')) expect(site.title).toMatch(/^Sam Prints/);
    expect(ofKind(await search('noah', 'Seller'), 'site')).toEqual([]);
    expect(ofKind(await search('sam', 'Seller'), 'user')).toEqual([]);
  });

  it('leads a Supporter to the sites list, which they may open, not to site settings', async () => {
    const sites = ofKind(await search('noah tees', 'Supporter'), 'site');
    expect(sites.length).toBe(2);
    for (const site of sites) expect(site.path).toBe('/sites');
  });

  test.each<UserRole>(['Supporter', 'Listing', 'Accounting', 'Supplier', 'Seller'])(
    '%s finds no accounts',
    async (role) => {
      expect(ofKind(await search('podoffice.test', role), 'user')).toEqual([]);
    },
  );

  test.each<UserRole>(['Listing', 'Accounting', 'Supplier'])('%s finds no sites', async (role) => {
    expect(ofKind(await search('prints', role), 'site')).toEqual([]);
  });

  it('shows unpublished news to those who manage news only', async () => {
    const title = 'Search draft 7f3a about mugs';
    await api.ok(
      CREATE_NEWS,
      {
        input: {
          title,
          content: '<p>Soon</p>',
          status: false,
          notification: false,
          send_mail: false,
        },
      },
      await token('Listing'),
    );
    for (const role of ['Administrator', 'Listing'] as const) {
      const [hit] = ofKind(await search('draft 7f3a', role), 'news');
      expect(hit).toMatchObject({ title, path: `/news/${hit!.id}` });
    }
    for (const role of USER_ROLES.filter((r) => r !== 'Administrator' && r !== 'Listing')) {
      expect(await search('draft 7f3a', role)).toEqual([]);
    }
  });

  it('waits for two characters and treats LIKE wildcards as text', async () => {
    expect(await search('n', 'Administrator')).toEqual([]);
    expect(await search('  ', 'Administrator')).toEqual([]);
    expect(await search('%%', 'Administrator')).toEqual([]);
    expect(await search('__', 'Administrator')).toEqual([]);
  });

  it('returns at most 5 of each kind by default and never more than 10', async () => {
    const byDefault = await search('podoffice', 'Administrator');
    expect(ofKind(byDefault, 'user')).toHaveLength(SEARCH_LIMITS.perKindDefault);
    const most = await search('podoffice', 'Administrator', SEARCH_LIMITS.perKindMax);
    expect(ofKind(most, 'user').length).toBeLessThanOrEqual(SEARCH_LIMITS.perKindMax);
    expect(ofKind(most, 'user').length).toBeGreaterThan(SEARCH_LIMITS.perKindDefault);
  });

  it.each([0, 11, -1])('refuses limit %s', async (limit) => {
    expect(await api.refused(SEARCH, { text: 'sam', limit }, await token('Administrator'))).toBe(
      SEARCH_LIMIT_MESSAGE,
    );
  });

  it('refuses text over 100 characters', async () => {
    expect(
      await api.refused(SEARCH, { text: 'x'.repeat(101) }, await token('Administrator')),
    ).toMatch(/100/);
  });

  it('refuses the anonymous', async () => {
    expect(await api.refused(SEARCH, { text: 'sam' })).toBe(SERVER_MESSAGES.notSignedIn);
  });
});
