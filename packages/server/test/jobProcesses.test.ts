import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, startServer, type RunningServer } from '../src';
import { copyTemplate, currentKind, type DatabaseCopy } from './databases';
import { startFakeSmtp } from './fakeSmtp';
import { demoEmail, TEST_JOBS } from './harness';

// Issue 24, durable jobs: a job survives its server being killed mid-way (SIGKILL: no clean-up of
// any kind) and finishes after the restart, once; and with two API processes on one PostgreSQL a
// job runs in one of them. The embedded database allows one process per data folder (its lock),
// so there the second process is refused instead.

const kind = currentKind();
const serverDir = path.join(__dirname, '..');
const EXPORT = `mutation Export($filter: OrderFilter, $emails: [String!]!) {
  exportOrders(filter: $filter, emails: $emails) { id status }
}`;
const JOB = `query Job($id: ID!) { job(id: $id) { status attempts result error } }`;
const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;

async function gql<T>(url: string, query: string, variables: object, token?: string) {
  const res = await fetch(`${url}/query`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data as T;
}

const signIn = async (url: string) =>
  (
    await gql<{ login: { token: string } }>(url, LOGIN, {
      email: demoEmail('Administrator'),
      password: DEMO_PASSWORD,
    })
  ).login.token;

// Each test starts the real server from source (tsx) once or twice: 5-8 s a start on a quiet
// machine, twice that on a loaded CI one; the waits below allow a minute each.
jest.setTimeout(120_000);

async function waitFor<T>(what: string, read: () => Promise<T | undefined>, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The real server (npm start's command) as its own process, until it prints its address. */
function startProcess(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@podoffice/source', 'src/main.ts'],
    {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: '0',
        HOST: '127.0.0.1',
        DEMO_FAKES: 'off',
        JOB_POLLING_SECONDS: '1',
        JOB_HEARTBEAT_SECONDS: '1',
        JOB_RETRY_DELAY_SECONDS: '1',
        ...env,
      },
    },
  );
  let out = '';
  return new Promise((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      out += chunk;
      const address = /listening on (http:\/\/\S+)\/query/.exec(out);
      if (!address) return;
      child.stdout!.off('data', onOutput);
      resolve({ child, url: address[1]! });
    };
    child.stdout!.on('data', onOutput);
    child.stderr!.on('data', (chunk) => (out += chunk));
    child.once('exit', (code, signal) =>
      reject(new Error(`the server exited (${code ?? signal}) before listening:\n${out}`)),
    );
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

let copy: DatabaseCopy;
const children: ChildProcess[] = [];
beforeEach(async () => {
  copy = await copyTemplate(kind);
});
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
  }
  await copy.drop();
});

test('a job whose server is killed mid-way (SIGKILL) finishes after the restart, and mails once', async () => {
  const smtp = await startFakeSmtp();
  try {
    const env = {
      DATA_DIR: copy.target.dataDir,
      ...(copy.target.databaseUrl ? { DATABASE_URL: copy.target.databaseUrl } : {}),
      SMTP_URL: smtp.url,
    };
    // The mail server takes the export's mail and does not answer: the job is mid-way.
    smtp.setMode('hold');
    const first = await startProcess(env);
    children.push(first.child);
    const token = await signIn(first.url);
    const { exportOrders } = await gql<{ exportOrders: { id: string } }>(
      first.url,
      EXPORT,
      { filter: { status: ['ready'] }, emails: ['restart@example.com'] },
      token,
    );
    await waitFor('the held mail', async () => (smtp.held() === 1 ? true : undefined));
    expect(
      (await gql<{ job: { status: string } }>(first.url, JOB, { id: exportOrders.id }, token)).job
        .status,
    ).toBe('running');

    first.child.kill('SIGKILL');
    await exited(first.child);
    smtp.setMode('accept');

    const second = await startProcess(env);
    children.push(second.child);
    const job = await waitFor('the job to finish after the restart', async () => {
      const { job } = await gql<{ job: { status: string; attempts: number; result: string } }>(
        second.url,
        JOB,
        { id: exportOrders.id },
        token,
      );
      return job.status === 'done' ? job : undefined;
    });
    // Run twice (the killed run and the one after the restart), finished once: one mail.
    expect(job.attempts).toBe(2);
    expect(smtp.received.filter((m) => m.to.join().includes('restart@example.com'))).toHaveLength(
      1,
    );
    second.child.kill('SIGTERM');
    await exited(second.child);
  } finally {
    await smtp.close();
  }
});

test(
  kind === 'postgres'
    ? 'with two API processes on one PostgreSQL, each job runs once, and the same export asked of both is one job'
    : 'the embedded database takes one API process: a second one on its data folder is refused',
  async () => {
    if (kind === 'pglite') {
      const first = await startProcess({ DATA_DIR: copy.target.dataDir });
      children.push(first.child);
      await expect(startProcess({ DATA_DIR: copy.target.dataDir })).rejects.toThrow(
        /is in use by process \d+/,
      );
      return;
    }
    const servers: RunningServer[] = [];
    try {
      for (let i = 0; i < 2; i += 1) {
        servers.push(await startServer({ port: 0, quiet: true, jobs: TEST_JOBS, ...copy.target }));
      }
      const [a, b] = servers as [RunningServer, RunningServer];
      const token = await signIn(a.url);
      const statuses = ['ready', 'in_production', 'fulfilled', 'refunded', 'cancelled', 'error'];
      const ids = await Promise.all(
        statuses.map(
          async (status, i) =>
            (
              await gql<{ exportOrders: { id: string } }>(
                (i % 2 ? a : b).url,
                EXPORT,
                { filter: { status: [status] }, emails: [`two-${status}@example.com`] },
                token,
              )
            ).exportOrders.id,
        ),
      );
      // The same export at once on both processes: one job.
      const same = { filter: { status: ['ready'] }, emails: ['both@example.com'] };
      const [onA, onB] = await Promise.all([
        gql<{ exportOrders: { id: string } }>(a.url, EXPORT, same, token),
        gql<{ exportOrders: { id: string } }>(b.url, EXPORT, same, token),
      ]);
      expect(onA.exportOrders.id).toBe(onB.exportOrders.id);

      for (const id of [...ids, onA.exportOrders.id]) {
        const job = await waitFor(`job ${id}`, async () => {
          const { job } = await gql<{ job: { status: string; attempts: number } }>(
            a.url,
            JOB,
            { id },
            token,
          );
          return job.status === 'done' ? job : undefined;
        });
        expect(job.attempts).toBe(1);
      }
      // One file and one mail per job, whichever process ran it.
      const rows = await a.db.execute(
        sql`select job_id, count(*)::int as n from order_exports where job_id is not null group by job_id`,
      );
      const files = (rows as unknown as { rows: { job_id: string; n: number }[] }).rows;
      expect(files).toHaveLength(7);
      expect(files.every((f) => f.n === 1)).toBe(true);
      const mails = await a.db.execute(
        sql`select "to", count(*)::int as n from outbox where "to" like 'two-%' or "to" = 'both@example.com' group by "to"`,
      );
      const perReceiver = (mails as unknown as { rows: { n: number }[] }).rows;
      expect(perReceiver).toHaveLength(7);
      expect(perReceiver.every((m) => m.n === 1)).toBe(true);
    } finally {
      for (const server of servers) await server.close();
    }
  },
);
