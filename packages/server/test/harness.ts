import { count, desc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  startServer,
  type RunningServer,
  type StartServerOptions,
} from '../src';
import { DEFAULT_THROTTLE_LIMITS, type ThrottleLimits } from '../src/auth/limits';
import type { JobsConfig } from '../src/jobs/config';
import { outbox, users } from '../src/db/schema';
import { copyTemplate, currentKind } from './databases';

export interface GqlError {
  message: string;
  extensions?: { code?: string };
}

export interface GqlResponse<T> {
  data?: T | null;
  errors?: GqlError[];
}

/** A clock the server reads; tests move it forward instead of waiting. */
export class TestClock {
  private offsetMs = 0;
  readonly now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
  reset() {
    this.offsetMs = 0;
  }
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}

export interface TestApi {
  server: RunningServer;
  clock: TestClock;
  /** POST /query over real HTTP, with a bearer token when given. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GqlResponse<T>>;
  /** The data of a call that must succeed (fails the test with the server's message otherwise). */
  ok<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<T>;
  /** The first error message of a call that must fail. */
  refused(query: string, variables?: Record<string, unknown>, token?: string): Promise<string>;
  /** A session token for a demo account (cached: signing in costs a password hash). */
  tokenFor(email: string): Promise<string>;
  /** Forgets the cached tokens, after a call that revoked sessions (a new password, logout). */
  forgetTokens(): void;
  signIn(email: string, password: string): Promise<GqlResponse<{ login: { token: string } }>>;
  /** The mails kept for an address, newest first (read from the database: no endpoint serves them). */
  outbox(to: string): Promise<OutboxMail[]>;
  rows(table: PgTable): Promise<number>;
  /** Row counts of several tables, to show a refused call changed nothing. */
  snapshot(...tables: PgTable[]): Promise<number[]>;
  idOf(email: string): Promise<number>;
  close(): Promise<void>;
}

export const demoEmail = (role: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  return account.email;
};

/**
 * Every test of a file calls from 127.0.0.1: the per-client call and mail rates would refuse a
 * file's hundredth sign-in. They are raised here; throttles.test.ts runs the real ones.
 */
export const ROOMY_THROTTLES: ThrottleLimits = {
  ...DEFAULT_THROTTLE_LIMITS,
  authCallsPerClient: { limit: 10_000, windowMs: 60_000 },
  mailsPerClient: { limit: 10_000, windowMs: 60_000 },
  mailsPerAddress: { limit: 10_000, windowMs: 60_000 },
};

/**
 * Jobs in tests: picked up within half a second when another process queued them, a killed
 * process's job found after 3 s, and a failed job retried at once.
 */
/**
 * Whether a statement is the server's own background work, on its own clocks: the job runner's
 * polling of each job kind's queue and heartbeat, the tracking sync's timers. They share the
 * database with the requests, so a test that counts a request's statements leaves them out (a
 * slow request met a poll on CI and counted 11 statements for 9).
 */
export function isBackgroundStatement(sql: string): boolean {
  return /background_jobs|pgboss\.|next_check_at|push_after/.test(sql);
}

export const TEST_JOBS: JobsConfig = {
  pollingSeconds: 0.5,
  heartbeatSeconds: 1,
  retryDelaySeconds: 0,
};

/** Starts the real server on a free port over a private copy of the seeded template database. */
export async function startTestApi(options: StartServerOptions = {}): Promise<TestApi> {
  const copy = await copyTemplate(currentKind());
  const clock = new TestClock();
  const server = await startServer({
    port: 0,
    quiet: true,
    now: clock.now,
    throttles: ROOMY_THROTTLES,
    jobs: TEST_JOBS,
    // Heavy requests one at a time with a rest after each is a throughput guard (limits.test.ts
    // proves it); here it would only make each file's back-to-back variant grids wait.
    listCost: { heavy: Number.POSITIVE_INFINITY },
    ...copy.target,
    ...options,
  });
  const endpoint = `${server.url}/query`;
  const tokens = new Map<string, string>();

  const gql: TestApi['gql'] = async (query, variables, token) => {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return res.json();
  };

  const ok: TestApi['ok'] = async (query, variables, token) => {
    const res = await gql<never>(query, variables, token);
    if (res.errors?.length) throw new Error(`Expected success, got: ${res.errors[0]?.message}`);
    return res.data as never;
  };

  const refused: TestApi['refused'] = async (query, variables, token) => {
    const res = await gql(query, variables, token);
    const message = res.errors?.[0]?.message;
    if (!message) throw new Error(`Expected an error, got data: ${JSON.stringify(res.data)}`);
    return message;
  };

  const signIn: TestApi['signIn'] = (email, password) =>
    gql(
      `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`,
      {
        email,
        password,
      },
    );

  const api: TestApi = {
    server,
    clock,
    gql,
    ok,
    refused,
    signIn,
    async tokenFor(email) {
      const cached = tokens.get(email);
      if (cached) return cached;
      const res = await signIn(email, DEMO_PASSWORD);
      const token = res.data?.login.token;
      if (!token) throw new Error(`Could not sign in ${email}: ${res.errors?.[0]?.message}`);
      tokens.set(email, token);
      return token;
    },
    forgetTokens() {
      tokens.clear();
    },
    async outbox(to) {
      const rows = await server.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, to.trim().toLowerCase()))
        .orderBy(desc(outbox.id));
      return rows.map(({ createdAt, ...mail }) => ({
        ...mail,
        created_at: createdAt.toISOString(),
      }));
    },
    async rows(table) {
      const [row] = await server.db.select({ n: count() }).from(table);
      return row?.n ?? 0;
    },
    async snapshot(...tables) {
      return Promise.all(tables.map((t) => api.rows(t)));
    },
    async idOf(email) {
      const [row] = await server.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email));
      if (!row) throw new Error(`no user ${email}`);
      return row.id;
    },
    async close() {
      await server.close();
      await copy.drop();
    },
  };
  return api;
}

/** A link mailed to `to` (the newest one whose text contains `marker`). */
export async function mailedLink(api: TestApi, to: string, marker: string): Promise<string> {
  const mails = await api.outbox(to);
  const link = mails
    .flatMap((m) => m.text.match(/https?:\/\/\S+/g) ?? [])
    .find((l) => l.includes(marker));
  if (!link) throw new Error(`No mail to ${to} with a link containing ${marker}`);
  return link;
}

/**
 * A background job's `job` answer once it ended (done or failed), polled as its starter `token`
 * every 50 ms for up to `timeoutMs`.
 */
export async function jobEnded(
  api: TestApi,
  id: string,
  token: string,
  timeoutMs = 10_000,
): Promise<{ status: string; error: string | null; result: string | null }> {
  for (let i = 0; i < timeoutMs / 50; i++) {
    const { job } = await api.ok<{
      job: { status: string; error: string | null; result: string | null };
    }>('query Job($id: ID!) { job(id: $id) { status error result } }', { id }, token);
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} did not end`);
}
