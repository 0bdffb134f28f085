import { RETRY_MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { DEMO_PASSWORD } from '../src';
import { DEFAULT_THROTTLE_LIMITS } from '../src/auth/limits';
import { PRODUCTION_PASSWORD_COST } from '../src/auth/passwordCost';
import { PASSWORD_HASHING, verifyPassword, unknownUserHash } from '../src/auth/passwords';
import { demoEmail, startTestApi, type TestApi } from './harness';
import { ACTIVATE, LOGIN, ME, RESET_PASSWORD } from './operations';

// Issue 8 §2, §5, §6, §8: password checks, sign-in attempts, account calls and mails are counted
// per client address (X-Forwarded-For from a trusted proxy) and per account, atomically.

const MINUTE = 60_000;

interface Answer {
  status: number;
  retryAfter: string | null;
  message?: string;
  token?: string;
}

/** One call as a given client: the test servers trust X-Forwarded-For from loopback. */
async function call(
  api: TestApi,
  client: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Answer> {
  const res = await fetch(`${api.server.url}/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as {
    data?: { login?: { token: string } };
    errors?: { message: string }[];
  };
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    message: body.errors?.[0]?.message,
    token: body.data?.login?.token,
  };
}

const login = (api: TestApi, client: string, email: string, password: string) =>
  call(api, client, LOGIN, { email, password });

describe('sign-in attempts', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ trustProxy: ['loopback'] });
  });
  afterAll(() => api?.close());
  afterEach(() => api.clock.reset());

  test('forty parallel guesses check at most five passwords; the right one among them is refused', async () => {
    const email = demoEmail('Accounting');
    const guesses = Array.from({ length: 39 }, (_, i) => `guess-${i}`);
    const answers = await Promise.all(
      [...guesses, DEMO_PASSWORD].map((password) => login(api, '203.0.113.5', email, password)),
    );
    const checked = answers.filter((a) => a.message === SERVER_MESSAGES.invalidCredentials);
    const refused = answers.filter((a) => a.status === 429);
    expect(checked.length + refused.length).toBe(40);
    expect(checked.length).toBeLessThanOrEqual(
      DEFAULT_THROTTLE_LIMITS.signInPerAccountAndClient.limit,
    );
    // The correct password came last: by then the account was locked for this client.
    expect(answers[39]).toMatchObject({ status: 429, token: undefined });
  });

  test('five failures lock the account for that client only, say when to retry, and end with the window', async () => {
    const email = demoEmail('Supporter');
    for (let i = 0; i < 5; i++) {
      expect((await login(api, '198.51.100.7', email, `guess-${i}`)).message).toBe(
        SERVER_MESSAGES.invalidCredentials,
      );
    }
    const locked = await login(api, '198.51.100.7', email, DEMO_PASSWORD);
    expect(locked).toMatchObject({
      status: 429,
      message: RETRY_MESSAGES.signInLocked('15 minutes'),
    });
    // Seconds until the window that began with the first failure ends.
    expect(Number(locked.retryAfter)).toBeGreaterThan(14 * 60);
    expect(Number(locked.retryAfter)).toBeLessThanOrEqual(15 * 60);
    // The owner, elsewhere, still signs in: an attacker cannot keep them out.
    expect((await login(api, '192.0.2.44', email, DEMO_PASSWORD)).token).toEqual(
      expect.any(String),
    );

    api.clock.advance(14 * MINUTE);
    // A minute or less is left (the test's own time passes too).
    expect((await login(api, '198.51.100.7', email, DEMO_PASSWORD)).message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in (1 minute|\d\d? seconds)$/,
    );
    api.clock.advance(MINUTE);
    expect((await login(api, '198.51.100.7', email, DEMO_PASSWORD)).token).toEqual(
      expect.any(String),
    );
  });

  test('a success gives the client its tries back', async () => {
    const email = demoEmail('Listing');
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) await login(api, '198.51.100.8', email, `guess-${i}`);
      expect((await login(api, '198.51.100.8', email, DEMO_PASSWORD)).token).toEqual(
        expect.any(String),
      );
    }
  });
});

describe('the slower ceiling per account', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      trustProxy: ['loopback'],
      throttles: {
        ...DEFAULT_THROTTLE_LIMITS,
        authCallsPerClient: { limit: 1000, windowMs: MINUTE },
        signInPerAccount: { limit: 12, windowMs: 60 * MINUTE },
      },
    });
  });
  afterAll(() => api?.close());

  test('guesses spread over many addresses lock the account everywhere until the hour ends', async () => {
    const email = demoEmail('Seller');
    for (let i = 0; i < 12; i++) {
      expect((await login(api, `203.0.113.${i + 10}`, email, `guess-${i}`)).message).toBe(
        SERVER_MESSAGES.invalidCredentials,
      );
    }
    expect(await login(api, '192.0.2.1', email, DEMO_PASSWORD)).toMatchObject({
      status: 429,
      message: RETRY_MESSAGES.signInLocked('60 minutes'),
    });
  });
});

describe('account calls per client address', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      trustProxy: ['loopback'],
      throttles: DEFAULT_THROTTLE_LIMITS,
    });
  });
  afterAll(() => api?.close());

  test('the 31st call of a minute is refused with 429; other clients are not', async () => {
    const { limit } = DEFAULT_THROTTLE_LIMITS.authCallsPerClient;
    for (let i = 0; i < limit; i++) {
      const answer = await call(api, '203.0.113.99', ACTIVATE, { token: `not-a-link-${i}` });
      expect(answer).toMatchObject({ status: 200, message: SERVER_MESSAGES.invalidToken });
    }
    const refused = await login(api, '203.0.113.99', 'nobody@podoffice.test', 'x');
    expect(refused).toMatchObject({ status: 429 });
    expect(refused.message).toMatch(
      /^Too many requests from your address\. Please try again in (1 minute|\d\d? seconds)$/,
    );
    expect(Number(refused.retryAfter)).toBeGreaterThan(30);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect((await login(api, '203.0.113.100', demoEmail('Seller'), DEMO_PASSWORD)).token).toEqual(
      expect.any(String),
    );
  });

  test('without a trusted proxy X-Forwarded-For is ignored: a client cannot pick its address', async () => {
    const direct = await startTestApi({ throttles: DEFAULT_THROTTLE_LIMITS });
    try {
      const { limit } = DEFAULT_THROTTLE_LIMITS.authCallsPerClient;
      for (let i = 0; i <= limit; i++) {
        await call(direct, `10.0.${i}.1`, RESET_PASSWORD, { email: `x${i}@podoffice.test` });
      }
      expect(
        (await call(direct, '10.9.9.9', LOGIN, { email: 'a@b.co', password: 'x' })).status,
      ).toBe(429);
    } finally {
      await direct.close();
    }
  });
});

describe('mails', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ trustProxy: ['loopback'], throttles: DEFAULT_THROTTLE_LIMITS });
  });
  afterAll(() => api?.close());

  test('ten aliased resets in one request mail the address three times at most', async () => {
    const admin = demoEmail('Administrator');
    const aliased = `mutation { ${Array.from({ length: 10 }, (_, i) => `r${i}: resetPassword(email: "${admin}")`).join(' ')} }`;
    const answer = await call(api, '198.51.100.20', aliased, {});
    expect(answer.status).toBe(200);
    const resets = (await api.outbox(admin)).filter((m) => /reset/i.test(m.subject));
    expect(resets).toHaveLength(DEFAULT_THROTTLE_LIMITS.mailsPerAddress.limit);
  });

  test('a client asking for more than ten mails an hour is refused', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push(
        await call(api, '198.51.100.21', RESET_PASSWORD, { email: `someone-${i}@podoffice.test` }),
      );
    }
    expect(answers.slice(0, 10).every((a) => a.status === 200)).toBe(true);
    expect(answers[10]).toMatchObject({
      status: 429,
      message: RETRY_MESSAGES.tooManyRequests('60 minutes'),
    });
  });
});

describe('password checks', () => {
  // At production's cost (the suite's is lower, testEnv.ts): these are about how long hashes take.
  const suiteCost = process.env.PASSWORD_HASH_COST;
  beforeAll(() => {
    process.env.PASSWORD_HASH_COST = String(PRODUCTION_PASSWORD_COST);
  });
  afterAll(() => {
    process.env.PASSWORD_HASH_COST = suiteCost;
  });

  test(`at most ${PASSWORD_HASHING.maxWaiting} wait; the rest are refused at once`, async () => {
    const stored = await unknownUserHash();
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, () => verifyPassword('guess', stored)),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.length).toBeGreaterThanOrEqual(
      60 - PASSWORD_HASHING.maxWaiting - PASSWORD_HASHING.concurrency,
    );
    expect((refused[0] as PromiseRejectedResult).reason.message).toBe(
      SERVER_MESSAGES.passwordChecksBusy,
    );
  });

  test('a signed-in request is answered while a burst of sign-ins waits for password checks', async () => {
    const api = await startTestApi({ trustProxy: ['loopback'] });
    try {
      const token = await api.tokenFor(demoEmail('Administrator'));
      const finished: string[] = [];
      const burst = Array.from({ length: 60 }, (_, i) =>
        login(api, `203.0.113.${i + 1}`, `unknown-${i}@podoffice.test`, 'guess').then((a) => {
          // Those refused as busy answer at once; the ones that waited for a hash count here.
          if (a.message === SERVER_MESSAGES.invalidCredentials) finished.push('login');
        }),
      );
      // Let the burst reach the password checks first.
      await new Promise((r) => setTimeout(r, 50));
      await api.ok(ME, {}, token).then(() => finished.push('me'));
      await Promise.all(burst);
      // Ordering, not timing: `me` does not queue behind the burst's hashes.
      const checked = finished.filter((f) => f === 'login').length;
      expect(checked).toBeGreaterThan(10);
      expect(finished.indexOf('me')).toBeLessThan(checked / 2);
    } finally {
      await api.close();
    }
  });
});
