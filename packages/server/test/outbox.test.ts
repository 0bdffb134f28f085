import { SERVER_MESSAGES, USER_ROLES } from '@podoffice/domain';
import { configFromEnv } from '../src';
import { outbox } from '../src/db/schema';
import { demoEmail, startTestApi, type TestApi } from './harness';
import { REGISTER, RESET_PASSWORD } from './operations';

// Issue 8, point 4: mail kept instead of sent is readable by Administrators only (outboxMails);
// the unauthenticated development listing exists only behind DEV_OUTBOX.

const OUTBOX = `query Outbox($filter: OutboxFilter) {
  outboxMails(filter: $filter) { count hits { id to subject text html created_at } }
}`;

interface OutboxHit {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}
interface OutboxPage {
  count: number;
  hits: OutboxHit[];
}

const ADMIN = demoEmail('Administrator');
const RESET_LINK = /https?:\/\/\S+\/reset-password\?token=[\w-]+/;

const newcomer = (email: string) => ({
  first_name: 'Olu',
  last_name: 'Post',
  email,
  pass: 'Start#2026',
  phone: '0123456789',
});

describe('a server started with the default configuration', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.tokenFor(ADMIN);
  });
  afterAll(() => api?.close());

  const mails = async (filter: Record<string, unknown> = {}) =>
    (await api.ok<{ outboxMails: OutboxPage }>(OUTBOX, { filter }, admin)).outboxMails;

  test('answers 404 on /__dev/outbox, so a reset of the administrator leaves no readable link', async () => {
    const before = await api.rows(outbox);
    await api.ok(RESET_PASSWORD, { email: ADMIN });
    expect(await api.rows(outbox)).toBe(before + 1);

    for (const address of ['/__dev/outbox', `/__dev/outbox?to=${encodeURIComponent(ADMIN)}`]) {
      const res = await fetch(`${api.server.url}${address}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/reset-password/);
    }
    const anonymous = await api.gql(OUTBOX, { filter: { to: ADMIN } });
    expect(anonymous.errors?.[0]?.message).toBe(SERVER_MESSAGES.notSignedIn);
    expect(anonymous.data ?? null).toBeNull();
  });

  test('Administrators read the outbox: newest first, with count, recipient, subject, bodies and time', async () => {
    const email = 'outbox.reader@podoffice.test';
    await api.ok(REGISTER, { input: newcomer(email) });
    await api.ok(RESET_PASSWORD, { email });

    const page = await mails({ to: email });
    expect(page.count).toBe(2);
    const [reset, welcome] = page.hits;
    expect(reset).toMatchObject({ to: email, subject: 'Reset your POD Office password' });
    expect(welcome).toMatchObject({ to: email, subject: 'Activate your POD Office account' });
    expect(Number(reset!.id)).toBeGreaterThan(Number(welcome!.id));
    expect(reset!.text).toMatch(RESET_LINK);
    expect(reset!.html).toMatch(/<a href="https?:\/\/\S+\/reset-password\?token=/);
    expect(Date.parse(reset!.created_at)).not.toBeNaN();

    // The address is matched whatever its case or surrounding spaces.
    expect((await mails({ to: ` ${email.toUpperCase()} ` })).count).toBe(2);
    expect(await mails({ to: 'nobody@podoffice.test' })).toEqual({ count: 0, hits: [] });
  });

  // Stored straight in the table: the calls that mail are throttled per address and per client.
  const keep = (mails: { to: string; subject: string; text: string }[]) =>
    api.server.db.insert(outbox).values(mails.map((m) => ({ ...m, html: `<p>${m.text}</p>` })));

  test('pages of 25 by default and at most 100, counting every mail', async () => {
    await keep(
      Array.from({ length: 130 }, (_, i) => ({
        to: `bulk${i % 3}@podoffice.test`,
        subject: `Bulk mail ${i}`,
        text: `Number ${i}`,
      })),
    );
    const total = await api.rows(outbox);
    const first = await mails();
    expect(first.count).toBe(total);
    expect(first.hits).toHaveLength(25);
    const ids = first.hits.map((h) => Number(h.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const next = await mails({ offset: 25, limit: 100 });
    expect(next.hits).toHaveLength(100);
    expect(Number(next.hits[0]!.id)).toBeLessThan(ids[24]!);
  });

  test('searches the recipient, subject and text; wildcards are taken literally', async () => {
    await keep([
      { to: 'searchable.person@podoffice.test', subject: 'Your order shipped', text: 'Parcel 1' },
      { to: 'someone@podoffice.test', subject: 'Weekly digest', text: 'Nothing new' },
      { to: 'other@podoffice.test', subject: 'Invoice', text: 'Digest of March' },
    ]);
    const byRecipient = await mails({ search: 'SEARCHABLE.person' });
    expect(byRecipient.hits.map((h) => h.subject)).toEqual(['Your order shipped']);
    const bySubjectOrText = await mails({ search: 'digest' });
    expect(bySubjectOrText.hits.map((h) => h.subject)).toEqual(['Invoice', 'Weekly digest']);
    const both = await mails({ search: 'digest', to: 'someone@podoffice.test' });
    expect(both.hits.map((h) => h.subject)).toEqual(['Weekly digest']);
    expect((await mails({ search: '%' })).count).toBe(0);
  });

  test.each(USER_ROLES.filter((r) => r !== 'Administrator'))(
    '%s is refused and gets nothing',
    async (role) => {
      const res = await api.gql(
        OUTBOX,
        { filter: { to: ADMIN } },
        await api.tokenFor(demoEmail(role)),
      );
      expect(res.errors?.[0]?.message).toBe(SERVER_MESSAGES.forbidden);
      expect(res.data ?? null).toBeNull();
    },
  );

  test.each([
    [{ offset: -1 }, 'offset must be zero or more'],
    [{ limit: 101 }, 'limit must be a whole number from 1 to 100'],
    [{ limit: 100000 }, 'limit must be a whole number from 1 to 100'],
    [{ limit: 0 }, 'limit must be a whole number from 1 to 100'],
    [{ search: 'a\u0000b' }, SERVER_MESSAGES.nulCharacter],
    [{ to: 'admin\u0000@podoffice.test' }, SERVER_MESSAGES.nulCharacter],
    [{ search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
    [{ to: `${'x'.repeat(250)}@podoffice.test` }, 'to must be at most 254 characters'],
  ])('refuses the filter %j with a clear message', async (filter, message) => {
    const res = await api.gql(OUTBOX, { filter }, admin);
    expect(res.errors?.[0]?.message).toBe(message);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.data ?? null).toBeNull();
  });
});

describe('the development switch', () => {
  test('DEV_OUTBOX turns the unauthenticated listing on, outside production only', () => {
    expect(configFromEnv({}).devOutbox).toBe(false);
    expect(configFromEnv({ DEV_OUTBOX: '0' }).devOutbox).toBe(false);
    expect(configFromEnv({ DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(configFromEnv({ DEV_OUTBOX: 'true', NODE_ENV: 'development' }).devOutbox).toBe(true);
    expect(() => configFromEnv({ DEV_OUTBOX: '1', NODE_ENV: 'production' })).toThrow(
      'DEV_OUTBOX is a development switch: it cannot be set with NODE_ENV=production',
    );
  });

  test('with devOutbox, GET /__dev/outbox lists the mails of an address, newest first', async () => {
    const api = await startTestApi({ devOutbox: true });
    try {
      await api.ok(RESET_PASSWORD, { email: ADMIN });
      await api.ok(RESET_PASSWORD, { email: ADMIN });
      const res = await fetch(`${api.server.url}/__dev/outbox?to=${encodeURIComponent(ADMIN)}`);
      expect(res.status).toBe(200);
      const listed = (await res.json()) as { id: number; to: string; text: string }[];
      expect(listed).toHaveLength(2);
      expect(listed[0]!.id).toBeGreaterThan(listed[1]!.id);
      expect(listed[0]).toMatchObject({ to: ADMIN, text: expect.stringMatching(RESET_LINK) });
    } finally {
      await api.close();
    }
  });

  test('a production server ignores devOutbox', async () => {
    const api = await startTestApi({ production: true, devOutbox: true });
    try {
      expect((await fetch(`${api.server.url}/__dev/outbox`)).status).toBe(404);
    } finally {
      await api.close();
    }
  });
});
