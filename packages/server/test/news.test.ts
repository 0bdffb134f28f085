import { eq } from 'drizzle-orm';
import {
  CATALOGUE_MESSAGES as C,
  SERVER_MESSAGES,
  USER_ROLES,
  type UserRole,
} from '@podoffice/domain';
import { news } from '../src/db/schema';
import { NEWS_NOT_FOUND } from '../src/graphql/news/resolvers';
import { demoEmail, startTestApi, type TestApi } from './harness';
import { HOSTILE_HTML, unsafeParts } from './storedHtml';

const ITEM = `id title status notification send_mail created_at updated_at
  creater { id first_name level { id name order_total discount } }`;
const LIST = `query News($filter: NewsFilter) { news(filter: $filter) { count hits { ${ITEM} } } }`;
const BY_ID = `query NewsById($id: ID!) { newsById(id: $id) { ${ITEM} content } }`;
const CREATE = `mutation Create($input: NewsInput!) { createNews(input: $input) { ${ITEM} content } }`;
const UPDATE = `mutation Update($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input) { ${ITEM} content } }`;
const DELETE = `mutation Delete($id: ID!) { deleteNews(id: $id) }`;

interface NewsItem {
  id: string;
  title: string;
  content?: string;
  status: boolean;
  notification: boolean;
  send_mail: boolean;
  created_at: string;
  creater: { id: string; first_name: string; level: { name: string } | null } | null;
}
interface NewsList {
  count: number;
  hits: NewsItem[];
}

const MANAGERS: UserRole[] = ['Administrator', 'Listing'];
const OTHERS = USER_ROLES.filter((r) => !MANAGERS.includes(r));
const SELLERS = ['seller@podoffice.test', 'seller2@podoffice.test'];

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const token = (role: UserRole) => api.tokenFor(demoEmail(role));
const list = async (filter: Record<string, unknown> = {}, role: UserRole = 'Administrator') =>
  (await api.ok<{ news: NewsList }>(LIST, { filter }, await token(role))).news;
const create = async (input: Record<string, unknown>, role: UserRole = 'Listing') =>
  (await api.ok<{ createNews: NewsItem }>(CREATE, { input }, await token(role))).createNews;
const update = async (id: string, input: Record<string, unknown>, role: UserRole = 'Listing') =>
  (await api.ok<{ updateNews: NewsItem }>(UPDATE, { id, input }, await token(role))).updateNews;
const rowOf = async (id: string) =>
  (
    await api.server.db
      .select()
      .from(news)
      .where(eq(news.id, Number(id)))
  )[0];
const mailsAbout = async (to: string, title: string) =>
  (await api.outbox(to)).filter((m) => m.subject.includes(title));

describe('news', () => {
  test.each(USER_ROLES)('%s reads published news, newest first, 20 a page', async (role) => {
    const page = await list({}, role);
    expect(page.hits.length).toBeLessThanOrEqual(20);
    expect(page.count).toBeGreaterThan(20);
    const times = page.hits.map((h) => Date.parse(h.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const next = await list({ offset: 20 }, role);
    expect(next.hits.map((h) => h.id)).not.toContain(page.hits[0]!.id);
  });

  test('an anonymous caller is asked to sign in', async () => {
    expect(await api.refused(LIST, {})).toBe(SERVER_MESSAGES.notSignedIn);
  });

  test.each(MANAGERS)('%s filters by status and sees inactive news', async (role) => {
    const all = await list({ limit: 999 }, role);
    const active = await list({ status: true, limit: 999 }, role);
    const inactive = await list({ status: false, limit: 999 }, role);
    expect(inactive.count).toBeGreaterThan(0);
    expect(inactive.hits.every((h) => !h.status)).toBe(true);
    expect(active.hits.every((h) => h.status)).toBe(true);
    expect(active.count + inactive.count).toBe(all.count);
  });

  test.each(OTHERS)('%s never sees inactive news, even when asking for them', async (role) => {
    const inactive = await list({ status: false, limit: 999 }, role);
    expect(inactive.hits.every((h) => h.status)).toBe(true);
    const everything = await list({ limit: 999 }, role);
    expect(everything.hits.every((h) => h.status)).toBe(true);
    expect(everything.count).toBe((await list({ status: true, limit: 999 })).count);
  });

  test('search finds words in the title, case-insensitively; wildcards are literal', async () => {
    const found = await list({ search: 'HOLIDAY production' });
    expect(found.hits.map((h) => h.title)).toEqual(['Holiday production cut-off dates']);
    expect((await list({ search: '%' })).count).toBe(0);
  });

  test('the notification filter keeps the dashboard notices', async () => {
    const notices = await list({ notification: true, status: true, limit: 3 }, 'Seller');
    expect(notices.hits).toHaveLength(3);
    expect(notices.hits.every((h) => h.notification && h.status)).toBe(true);
  });

  test('the creater comes with their level', async () => {
    const { hits } = await list({ limit: 999 });
    expect(hits.every((h) => h.creater?.first_name)).toBe(true);
  });

  test.each([
    ['limit 0', { limit: 0 }, 'limit must be a whole number from 1 to 9999'],
    ['a negative offset', { offset: -1 }, 'offset must be zero or more'],
    [
      'a search over 100 characters',
      { search: 'x'.repeat(101) },
      'search must be at most 100 characters',
    ],
  ])('refuses %s', async (_case, filter, message) => {
    expect(await api.refused(LIST, { filter }, await token('Administrator'))).toBe(message);
  });
});

describe('newsById', () => {
  test.each(USER_ROLES)('%s reads a published item with its HTML content', async (role) => {
    const [first] = (await list({ search: 'Holiday production' })).hits;
    const { newsById } = await api.ok<{ newsById: NewsItem }>(
      BY_ID,
      { id: first!.id },
      await token(role),
    );
    expect(newsById.title).toBe('Holiday production cut-off dates');
    expect(newsById.content).toContain('<h2>Order early for December delivery</h2>');
  });

  test('an inactive item is there for Administrator and Listing only', async () => {
    const [draft] = (await list({ status: false })).hits;
    for (const role of MANAGERS) {
      await expect(api.ok(BY_ID, { id: draft!.id }, await token(role))).resolves.toBeDefined();
    }
    for (const role of OTHERS) {
      expect(await api.refused(BY_ID, { id: draft!.id }, await token(role))).toBe(NEWS_NOT_FOUND);
    }
  });

  test.each(['999999', 'x1'])('refuses the unknown item %s', async (id) => {
    expect(await api.refused(BY_ID, { id }, await token('Seller'))).toBe(NEWS_NOT_FOUND);
  });

  test('an anonymous caller is asked to sign in', async () => {
    expect(await api.refused(BY_ID, { id: '1' })).toBe(SERVER_MESSAGES.notSignedIn);
  });
});

describe('createNews', () => {
  test.each(MANAGERS)('%s publishes an item with the flags off by default', async (role) => {
    const item = await create({ title: ` Welcome ${role} `, content: '<p>Hello</p>' }, role);
    expect(item).toMatchObject({
      title: `Welcome ${role}`,
      content: '<p>Hello</p>',
      status: true,
      notification: false,
      send_mail: false,
      creater: { id: String(await api.idOf(demoEmail(role))) },
    });
    expect((await list()).hits[0]!.id).toBe(item.id);
    for (const seller of SELLERS) expect(await mailsAbout(seller, item.title)).toHaveLength(0);
  });

  test('stores the HTML sanitised: no forms, inputs, styles, scripts or handlers', async () => {
    const item = await create({ title: 'Payload cleaned', content: HOSTILE_HTML });
    const stored = (await rowOf(item.id))!.content;
    expect(unsafeParts(HOSTILE_HTML).length).toBeGreaterThan(10);
    expect(unsafeParts(stored)).toEqual([]);
    expect(stored).toContain('<p>Keep <strong>this</strong> text.</p>');
    expect(stored).toContain('Overlay');
    expect(item.content).toBe(stored);
    const { newsById } = await api.ok<{ newsById: NewsItem }>(
      BY_ID,
      { id: item.id },
      await token('Seller'),
    );
    expect(newsById.content).toBe(stored);
  });

  test('an edit is stored sanitised too', async () => {
    const item = await create({ title: 'Clean first', content: '<p>Clean</p>' });
    const edited = await update(item.id, { content: `<p>Edited</p>${HOSTILE_HTML}` });
    const stored = (await rowOf(item.id))!.content;
    expect(unsafeParts(stored)).toEqual([]);
    expect(stored).toMatch(/^<p>Edited<\/p>/);
    expect(edited.content).toBe(stored);
  });

  test.each(OTHERS)('%s is refused and nothing is stored', async (role) => {
    const before = await api.rows(news);
    expect(
      await api.refused(
        CREATE,
        { input: { title: 'Nope', content: '<p>x</p>' } },
        await token(role),
      ),
    ).toBe(SERVER_MESSAGES.forbidden);
    expect(await api.rows(news)).toBe(before);
  });

  test('an anonymous caller is asked to sign in', async () => {
    expect(await api.refused(CREATE, { input: { title: 'Nope', content: '<p>x</p>' } })).toBe(
      SERVER_MESSAGES.notSignedIn,
    );
  });

  test.each([
    ['no title', { title: null }, C.titleRequired],
    ['a blank title', { title: '  ' }, C.titleRequired],
    ['a title over 255 characters', { title: 'x'.repeat(256) }, C.titleMax],
    ['no content', { content: null }, C.contentRequired],
    ['an emptied editor', { content: '<p><br></p>' }, C.contentRequired],
    [
      'content that is nothing but script and form',
      { content: '<script>alert(1)</script><form><input name="pass"></form>' },
      C.contentRequired,
    ],
  ])('refuses %s and stores nothing', async (_case, change, message) => {
    const before = await api.rows(news);
    expect(
      await api.refused(
        CREATE,
        { input: { title: 'Valid', content: '<p>Valid</p>', ...change } },
        await token('Administrator'),
      ),
    ).toBe(message);
    expect(await api.rows(news)).toBe(before);
  });

  test('send_mail on a published item mails every active seller once, with a link and no raw HTML', async () => {
    const title = 'Mailed announcement';
    const item = await create({
      title,
      content:
        '<h2>Big&nbsp;news</h2><p>Mugs <strong>ship free</strong>.</p><script>alert(1)</script>',
      send_mail: true,
    });
    for (const seller of SELLERS) {
      const mails = await mailsAbout(seller, title);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.text).toContain('Big news');
      expect(mail!.text).toContain('Mugs ship free.');
      expect(mail!.text).toContain(`/news/${item.id}`);
      expect(mail!.html).not.toMatch(/<script|<strong/);
    }
    for (const role of ['Administrator', 'Supplier', 'Supporter'] as const) {
      expect(await mailsAbout(demoEmail(role), title)).toHaveLength(0);
    }
  });

  test('a draft with send_mail is mailed when published, and only then', async () => {
    const title = 'Draft to publish';
    const item = await create({ title, content: '<p>Soon</p>', status: false, send_mail: true });
    expect(await mailsAbout(SELLERS[0]!, title)).toHaveLength(0);
    await update(item.id, { status: true });
    expect(await mailsAbout(SELLERS[0]!, title)).toHaveLength(1);
    await update(item.id, { notification: true, title });
    expect(await mailsAbout(SELLERS[0]!, title)).toHaveLength(1);
  });
});

describe('updateNews', () => {
  test.each(MANAGERS)('%s changes only the fields given', async (role) => {
    const item = await create({ title: 'Editable', content: '<p>One</p>' });
    const updated = await update(item.id, { notification: true, send_mail: false }, role);
    expect(updated).toMatchObject({
      title: 'Editable',
      content: '<p>One</p>',
      notification: true,
      status: true,
    });
    const edited = await update(
      item.id,
      { title: 'Edited', content: '<p>Two</p>', status: false },
      role,
    );
    expect(edited).toMatchObject({ title: 'Edited', content: '<p>Two</p>', status: false });
  });

  test('turning send_mail on mails the sellers', async () => {
    const item = await create({ title: 'Toggle mail', content: '<p>x</p>' });
    await update(item.id, { send_mail: true });
    expect(await mailsAbout(SELLERS[1]!, 'Toggle mail')).toHaveLength(1);
  });

  test.each(OTHERS)('%s is refused and the item stays as it was', async (role) => {
    const item = await create({ title: 'Stable', content: '<p>x</p>' });
    const before = await rowOf(item.id);
    expect(
      await api.refused(UPDATE, { id: item.id, input: { title: 'Hacked' } }, await token(role)),
    ).toBe(SERVER_MESSAGES.forbidden);
    expect(await rowOf(item.id)).toEqual(before);
  });

  test.each([
    ['a blank title', { title: '' }, C.titleRequired],
    ['empty content', { content: '' }, C.contentRequired],
  ])('refuses %s and changes nothing', async (_case, input, message) => {
    const item = await create({ title: 'Guarded', content: '<p>x</p>' });
    const before = await rowOf(item.id);
    expect(await api.refused(UPDATE, { id: item.id, input }, await token('Administrator'))).toBe(
      message,
    );
    expect(await rowOf(item.id)).toEqual(before);
  });

  test('refuses an unknown item', async () => {
    expect(
      await api.refused(UPDATE, { id: '999999', input: { title: 'X' } }, await token('Listing')),
    ).toBe(NEWS_NOT_FOUND);
  });
});

describe('deleteNews', () => {
  test.each(MANAGERS)('%s deletes an item', async (role) => {
    const item = await create({ title: 'Gone soon', content: '<p>x</p>' });
    expect(
      (await api.ok<{ deleteNews: boolean }>(DELETE, { id: item.id }, await token(role)))
        .deleteNews,
    ).toBe(true);
    expect(await rowOf(item.id)).toBeUndefined();
    expect(await api.refused(BY_ID, { id: item.id }, await token(role))).toBe(NEWS_NOT_FOUND);
  });

  test.each(OTHERS)('%s is refused and the item stays', async (role) => {
    const item = await create({ title: 'Kept', content: '<p>x</p>' });
    expect(await api.refused(DELETE, { id: item.id }, await token(role))).toBe(
      SERVER_MESSAGES.forbidden,
    );
    expect(await rowOf(item.id)).toBeDefined();
  });

  test('refuses an unknown item', async () => {
    expect(await api.refused(DELETE, { id: '999999' }, await token('Administrator'))).toBe(
      NEWS_NOT_FOUND,
    );
  });
});
