import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { jwtVerify } from 'jose';
import { ROLES, SERVER_MESSAGES } from '@podoffice/domain';
import { DEMO_PASSWORD, startServer, type StartServerOptions } from '../src';
import { roles, users } from '../src/db/schema';
import { copyTemplate, currentKind, emptyDatabase } from './databases';
import { startFakeSmtp } from './fakeSmtp';
import { startTestApi, type TestApi } from './harness';
import { LOGIN, ME, REGISTER, RESET_PASSWORD } from './operations';

// The server as a whole: start-up, configuration, static files, mail transports, persistence.

const kind = currentKind();
const json = { 'content-type': 'application/json' };

async function post(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(`${url}/query`, {
    method: 'POST',
    headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, never>; errors?: { message: string }[] };
}

/** Runs `body` against a server on a private copy of the seeded database, then cleans up. */
async function withServer(options: StartServerOptions, body: (api: TestApi) => Promise<void>) {
  const api = await startTestApi(options);
  try {
    await body(api);
  } finally {
    await api.close();
  }
}

const newcomer = (email: string) => ({
  first_name: 'Ola',
  last_name: 'Mail',
  email,
  pass: 'Start#2026',
  phone: '0123456789',
});

describe('serving the built app from STATIC_DIR', () => {
  let staticDir: string;
  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(os.tmpdir(), 'podoffice-static-'));
    await mkdir(path.join(staticDir, 'assets'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>POD Office</title>');
    await writeFile(path.join(staticDir, 'assets', 'app.js'), 'console.log("app")');
  });
  afterAll(() => rm(staticDir, { recursive: true, force: true }));

  test('files, the SPA fallback for app paths, and the API on the same origin', async () => {
    await withServer({ staticDir }, async (api) => {
      const { url } = api.server;
      const home = await fetch(`${url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<title>POD Office</title>');
      const script = await fetch(`${url}/assets/app.js`);
      expect(script.headers.get('content-type')).toMatch(/javascript/);
      for (const route of ['/balance', '/verify/abc', '/reset-password?token=x']) {
        const page = await fetch(`${url}${route}`);
        expect([route, page.status, await page.text()]).toEqual([route, 200, expect.stringContaining('POD Office')]);
      }
      expect((await fetch(`${url}/assets/missing.js`)).status).toBe(404);
      expect((await post(url, '{ ping }')).data).toEqual({ ping: true });
    });
  });
});

describe('mail', () => {
  test('without SMTP_URL mails wait in the outbox, readable newest first', async () => {
    await withServer({}, async (api) => {
      await api.ok(RESET_PASSWORD, { email: 'seller@podoffice.test' });
      await api.ok(RESET_PASSWORD, { email: 'seller@podoffice.test' });
      const mails = await api.outbox('seller@podoffice.test');
      expect(mails).toHaveLength(2);
      expect(mails[0]!.id).toBeGreaterThan(mails[1]!.id);
      expect(mails[0]).toMatchObject({ to: 'seller@podoffice.test', subject: 'Reset your POD Office password' });
      expect(await api.outbox('nobody@podoffice.test')).toEqual([]);
    });
  });

  test('APP_URL is the origin of mailed links', async () => {
    await withServer({ appUrl: 'https://office.example.com' }, async (api) => {
      await api.ok(REGISTER, { input: newcomer('linked@podoffice.test') });
      const [mail] = await api.outbox('linked@podoffice.test');
      expect(mail?.text).toMatch(/https:\/\/office\.example\.com\/verify\/[\w-]{43}/);
    });
  });

  test('with SMTP_URL mails go out over SMTP and the outbox stays empty', async () => {
    const smtp = await startFakeSmtp();
    try {
      await withServer({ smtpUrl: smtp.url, mailFrom: 'Office <office@podoffice.test>' }, async (api) => {
        await api.ok(RESET_PASSWORD, { email: 'seller2@podoffice.test' });
        expect(smtp.received).toHaveLength(1);
        const [mail] = smtp.received;
        expect(mail?.from).toContain('office@podoffice.test');
        expect(mail?.to.join()).toContain('seller2@podoffice.test');
        expect(mail?.data).toContain('Subject: Reset your POD Office password');
        expect(mail?.data).toContain(`${api.server.url}/reset-password?token=`);
        expect(await api.outbox('seller2@podoffice.test')).toEqual([]);
      });
    } finally {
      await smtp.close();
    }
  });

  test('when the mail cannot be sent, register fails without leaving the account behind', async () => {
    const smtp = await startFakeSmtp();
    await smtp.close();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await withServer({ smtpUrl: smtp.url }, async (api) => {
        const before = await api.rows(users);
        // Not the user's fault: the message is masked, and the cause goes to the server's log.
        expect(await api.refused(REGISTER, { input: newcomer('unlucky@podoffice.test') })).toBe('Unexpected error.');
        expect(errors).toHaveBeenCalled();
        expect(await api.rows(users)).toBe(before);
      });
    } finally {
      errors.mockRestore();
    }
  });
});

describe('the development outbox endpoint', () => {
  test('is not served in production', async () => {
    await withServer({ production: true }, async (api) => {
      expect((await fetch(`${api.server.url}/__dev/outbox`)).status).toBe(404);
    });
  });
});

describe('first start and restarts', () => {
  test('a production start seeds the roles but no demo accounts', async () => {
    const empty = await emptyDatabase(kind);
    const server = await startServer({ port: 0, quiet: true, production: true, seedDemo: false, ...empty.target });
    try {
      const names = (await server.db.select({ name: roles.name }).from(roles)).map((r) => r.name);
      expect(names.sort()).toEqual([...ROLES].sort());
      expect(await server.db.select().from(users)).toEqual([]);
      const res = await post(server.url, LOGIN, { email: 'admin@podoffice.test', password: DEMO_PASSWORD });
      expect(res.errors?.[0]?.message).toBe(SERVER_MESSAGES.invalidCredentials);
    } finally {
      await server.close();
      await empty.drop();
    }
  });

  test('tokens and data survive a restart, and the seed does not run twice', async () => {
    const copy = await copyTemplate(kind);
    const start = () => startServer({ port: 0, quiet: true, ...copy.target });
    try {
      const first = await start();
      const login = await post(first.url, LOGIN, { email: 'listing@podoffice.test', password: DEMO_PASSWORD });
      const token = (login.data as unknown as { login: { token: string } }).login.token;
      const userCount = (await first.db.select().from(users)).length;
      await first.close();

      const second = await start();
      try {
        expect((await post(second.url, ME, {}, token)).data).toEqual({ me: expect.objectContaining({ email: 'listing@podoffice.test' }) });
        expect((await second.db.select().from(users)).length).toBe(userCount);
      } finally {
        await second.close();
      }
    } finally {
      await copy.drop();
    }
  });

  test('JWT_SECRET, when given, signs the tokens', async () => {
    const jwtSecret = 'a-configured-secret-of-enough-length-1234';
    await withServer({ jwtSecret }, async (api) => {
      const token = await api.tokenFor('accounting@podoffice.test');
      const { payload } = await jwtVerify(token, new TextEncoder().encode(jwtSecret));
      expect(payload.sub).toBe(String(await api.idOf('accounting@podoffice.test')));
    });
  });
});
