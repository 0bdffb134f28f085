import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { jwtVerify } from 'jose';
import { ROLES, SERVER_MESSAGES } from '@podoffice/domain';
import { DEMO_PASSWORD, configFromEnv, startServer } from '../src';
import { roles, users } from '../src/db/schema';
import { copyTemplate, currentKind, freshDatabase } from './databases';
import { startFakeSmtp } from './fakeSmtp';
import { startTestApi, type GqlError, type TestApi } from './harness';
import { LOGIN, ME, REGISTER, RESET_PASSWORD } from './operations';

// The server as a whole: start-up, configuration, static files, mail transports, persistence.

const kind = currentKind();
const json = { 'content-type': 'application/json' };

async function post(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  const res = await fetch(`${url}/query`, {
    method: 'POST',
    headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, never>; errors?: { message: string }[] };
}

const newcomer = (email: string) => ({
  first_name: 'Ola',
  last_name: 'Mail',
  email,
  pass: 'Start#2026',
  phone: '0123456789',
});

describe('a server with STATIC_DIR and JWT_SECRET, mailing to the outbox', () => {
  const jwtSecret = 'a-configured-secret-of-enough-length-1234';
  let staticDir: string;
  let api: TestApi;
  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(os.tmpdir(), 'podoffice-static-'));
    await mkdir(path.join(staticDir, 'assets'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>POD Office</title>');
    await writeFile(path.join(staticDir, 'assets', 'app.js'), 'console.log("app")');
    api = await startTestApi({ staticDir, jwtSecret });
  });
  afterAll(async () => {
    await api?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  test('serves files, the SPA fallback for app paths, and the API on the same origin', async () => {
    const { url } = api.server;
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<title>POD Office</title>');
    const script = await fetch(`${url}/assets/app.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    for (const route of ['/balance', '/verify/abc', '/reset-password?token=x']) {
      const page = await fetch(`${url}${route}`);
      expect([route, page.status, await page.text()]).toEqual([
        route,
        200,
        expect.stringContaining('POD Office'),
      ]);
    }
    expect((await fetch(`${url}/assets/missing.js`)).status).toBe(404);
    expect((await post(url, '{ ping }')).data).toEqual({ ping: true });
  });

  test('signs tokens with JWT_SECRET', async () => {
    const token = await api.tokenFor('accounting@podoffice.test');
    const { payload } = await jwtVerify(token, new TextEncoder().encode(jwtSecret));
    expect(payload.sub).toBe(String(await api.idOf('accounting@podoffice.test')));
  });

  test('keeps mails in the outbox, readable per address, newest first', async () => {
    await api.ok(RESET_PASSWORD, { email: 'seller@podoffice.test' });
    await api.ok(RESET_PASSWORD, { email: 'seller@podoffice.test' });
    const mails = await api.outbox('seller@podoffice.test');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.id).toBeGreaterThan(mails[1]!.id);
    expect(mails[0]).toMatchObject({
      to: 'seller@podoffice.test',
      subject: 'Reset your POD Office password',
    });
    expect(mails[0]!.text).toContain(`${api.server.url}/reset-password?token=`);
    expect(await api.outbox('nobody@podoffice.test')).toEqual([]);
  });
});

describe('a server with SMTP_URL and APP_URL', () => {
  test('sends mail over SMTP with links to APP_URL, and the outbox stays empty', async () => {
    const smtp = await startFakeSmtp();
    const api = await startTestApi({
      smtpUrl: smtp.url,
      mailFrom: 'Office <office@podoffice.test>',
      appUrl: 'https://office.example.com',
    });
    try {
      await api.ok(REGISTER, { input: newcomer('linked@podoffice.test') });
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail?.from).toContain('office@podoffice.test');
      expect(mail?.to.join()).toContain('linked@podoffice.test');
      expect(mail?.data).toContain('Subject: Activate your POD Office account');
      // The body is quoted-printable: join its soft line breaks before reading the link.
      const body = mail?.data.replace(/=\n/g, '');
      expect(body).toMatch(/https:\/\/office\.example\.com\/verify\/[\w-]{43}/);
      expect(await api.outbox('linked@podoffice.test')).toEqual([]);
    } finally {
      await api.close();
      await smtp.close();
    }
  });
});

describe('a production server whose mail server is down', () => {
  let api: TestApi;
  beforeAll(async () => {
    const smtp = await startFakeSmtp();
    await smtp.close();
    api = await startTestApi({ production: true, smtpUrl: smtp.url });
  });
  afterAll(() => api?.close());

  test('does not serve the development outbox', async () => {
    expect((await fetch(`${api.server.url}/__dev/outbox`)).status).toBe(404);
  });

  test('fails a registration whose mail cannot be sent, without leaving the account behind', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const before = await api.rows(users);
      // Not the user's fault: the message is masked, and the cause goes to the server's log.
      // Issue 23: the message and the log line share a reference, so support finds one from the
      // other; the log line holds no personal data.
      const res = await api.gql(REGISTER, { input: newcomer('unlucky@podoffice.test') });
      const error = res.errors?.[0] as GqlError & { extensions: { request_id?: string } };
      const reference = error.extensions.request_id!;
      expect(reference).toMatch(/^[0-9a-f-]{36}$/);
      expect(error.message).toBe(SERVER_MESSAGES.unexpectedError(reference));
      const logged = errors.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
      expect(logged).toContain(`Unexpected error ${reference}: `);
      // One line: Yoga's own, which printed the error as it was (a failed query's parameters), is not.
      expect(errors.mock.calls.filter((call) => String(call[0]).includes(reference))).toHaveLength(
        1,
      );
      expect(errors).toHaveBeenCalledTimes(1);
      expect(logged).not.toContain('unlucky@podoffice.test');
      expect(await api.rows(users)).toBe(before);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('first start and restarts', () => {
  test('a production start seeds the roles but no demo accounts', async () => {
    const fresh = await freshDatabase(kind);
    const server = await startServer({
      port: 0,
      quiet: true,
      production: true,
      seedDemo: false,
      ...fresh.target,
    });
    try {
      const names = (await server.db.select({ name: roles.name }).from(roles)).map((r) => r.name);
      expect(names.sort()).toEqual([...ROLES].sort());
      expect(await server.db.select().from(users)).toEqual([]);
      const res = await post(server.url, LOGIN, {
        email: 'admin@podoffice.test',
        password: DEMO_PASSWORD,
      });
      expect(res.errors?.[0]?.message).toBe(SERVER_MESSAGES.invalidCredentials);
    } finally {
      await server.close();
      await fresh.drop();
    }
  });

  test('tokens and data survive a restart, and the seed does not run twice', async () => {
    const copy = await copyTemplate(kind);
    const start = () => startServer({ port: 0, quiet: true, ...copy.target });
    try {
      const first = await start();
      const login = await post(first.url, LOGIN, {
        email: 'listing@podoffice.test',
        password: DEMO_PASSWORD,
      });
      const token = (login.data as unknown as { login: { token: string } }).login.token;
      const userCount = (await first.db.select().from(users)).length;
      await first.close();

      const second = await start();
      try {
        expect((await post(second.url, ME, {}, token)).data).toEqual({
          me: expect.objectContaining({ email: 'listing@podoffice.test' }),
        });
        expect((await second.db.select().from(users)).length).toBe(userCount);
      } finally {
        await second.close();
      }
    } finally {
      await copy.drop();
    }
  });
});

describe('configuration from the environment', () => {
  test('defaults: port 4000, ./.data in the working directory, demo data outside production', () => {
    const config = configFromEnv({}, '/srv/office');
    expect(config).toMatchObject({
      port: 4000,
      dataDir: '/srv/office/.data',
      production: false,
      seedDemo: true,
      databaseUrl: undefined,
      smtpUrl: undefined,
      staticDir: undefined,
      usersReadOnlyEmails: [],
    });
  });

  test('production seeds no demo data unless SEED_DEMO=1', () => {
    expect(configFromEnv({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(configFromEnv({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  test('reads every variable, resolving folders against the working directory', () => {
    const config = configFromEnv(
      {
        PORT: '8080',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://db/office',
        JWT_SECRET: 'a-configured-secret-of-enough-length-1234',
        APP_URL: 'https://office.example.com/',
        SMTP_URL: 'smtp://mail:25',
        MAIL_FROM: 'Office <office@example.com>',
        STATIC_DIR: 'packages/app/dist',
        USERS_READ_ONLY_EMAILS: ' Auditor@Example.com, ,ops@example.com ',
      },
      '/srv/office',
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/office/var/data',
      databaseUrl: 'postgres://db/office',
      jwtSecret: 'a-configured-secret-of-enough-length-1234',
      appUrl: 'https://office.example.com',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Office <office@example.com>',
      staticDir: '/srv/office/packages/app/dist',
      usersReadOnlyEmails: ['auditor@example.com', 'ops@example.com'],
    });
  });

  test('refuses a PORT that is not a port', () => {
    expect(() => configFromEnv({ PORT: 'eighty' })).toThrow(
      'PORT must be a port number, got "eighty"',
    );
  });
});
