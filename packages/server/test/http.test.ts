import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LIMITS, SERVER_MESSAGES } from '@podoffice/domain';
import { DrizzleQueryError } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { activityLogs, balances, carriers, orderAddresses } from '../src/db/schema';
import { unexpectedErrorLine } from '../src/errorLog';
import fc from 'fast-check';
import { buildSchema } from '../src/graphql/schema';
import { rootCalls } from './edgeFuzz';
import { demoEmail, startTestApi, type GqlResponse, type TestApi } from './harness';
import { CREATE_BALANCE, ME } from './operations';

// Issue 8 §9, §12, §15, §16: what the HTTP layer accepts and the headers it sends.

let api: TestApi;
let staticDir: string;
beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'podoffice-headers-'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>POD Office</title>');
  api = await startTestApi({
    staticDir,
    trustProxy: ['loopback'],
    corsOrigins: ['https://tools.example'],
  });
});
afterAll(async () => {
  await api?.close();
  await rm(staticDir, { recursive: true, force: true });
});

const query = (init: RequestInit & { headers?: Record<string, string> }) =>
  fetch(`${api.server.url}/query`, { method: 'POST', ...init });

describe('POST bodies', () => {
  test.each([
    ['text/plain', JSON.stringify({ query: 'mutation { resetPassword(email: "a@b.co") }' })],
    [
      'application/x-www-form-urlencoded',
      'query=mutation%20%7B%20resetPassword(email%3A%22a%40b.co%22)%20%7D',
    ],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n{ ping }\r\n--x--',
    ],
    ['', '{"query":"{ ping }"}'],
  ])('%s is refused with 415 before anything runs', async (type, body) => {
    const res = await query({ headers: type ? { 'content-type': type } : {}, body });
    expect(res.status).toBe(415);
    expect((await res.json()).errors[0].message).toBe(
      'POST requests to /query must send application/json',
    );
  });

  test.each([
    'application/json',
    'application/json; charset=utf-8',
    'application/graphql-response+json',
  ])('%s is accepted', async (type) => {
    const res = await query({ headers: { 'content-type': type }, body: '{"query":"{ ping }"}' });
    expect(await res.json()).toEqual({ data: { ping: true } });
  });
});

describe('NUL characters', () => {
  test('in a variable, in any text, are refused with a validation error and change nothing', async () => {
    const seller = await api.tokenFor(demoEmail('Seller'));
    const before = await api.snapshot(balances);
    const res = await fetch(`${api.server.url}/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${seller}` },
      body: JSON.stringify({
        query: CREATE_BALANCE,
        variables: { transaction_id: 'a\u0000b', site_id: '1', amount: 10, approved: false },
      }),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0]).toMatchObject({
      message: SERVER_MESSAGES.nulCharacter,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await api.snapshot(balances)).toEqual(before);
  });

  test('escaped in the document are refused the same way', async () => {
    const admin = await api.tokenFor(demoEmail('Administrator'));
    const res = await api.gql('{ users(filter: { search: "a\\u0000b" }) { count } }', {}, admin);
    expect(res.errors?.[0]?.message).toBe(SERVER_MESSAGES.nulCharacter);
  });

  // Issue 23 §1: the braced escape reached PostgreSQL ("Unexpected error.") while \u0000 did not.
  test.each([
    ['an orders search (\\u{0})', 'Seller', '{ orders(filter: { search: "x\\u{0}" }) { count } }'],
    [
      'a customers search (\\u{000000})',
      'Administrator',
      '{ customers(filter: { search: "\\u{000000}x" }) { count } }',
    ],
    ['a block string (raw)', 'Seller', '{ orders(filter: { search: """x\u0000""" }) { count } }'],
    [
      'a comment (\\u{0})',
      'Seller',
      'mutation { createComment(order_id: "1", comment: "a\\u{0}b") { id } }',
    ],
  ])('NUL in %s is refused, whatever spelling the parser decodes', async (_, role, query) => {
    const token = await api.tokenFor(demoEmail(role));
    const res = await api.gql(query, {}, token);
    expect(res.errors?.[0]).toMatchObject({
      message: SERVER_MESSAGES.nulCharacter,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(res.data ?? null).toBeNull();
  });

  test('a carrier named with \\u{0} is refused and not stored', async () => {
    const admin = await api.tokenFor(demoEmail('Administrator'));
    const before = await api.snapshot(carriers);
    const message = await api.refused(
      'mutation { createCarrier(input: { name: "N\\u{0}", code: "NUL1", url: "https://t.example/{tracking_number}" }) { id } }',
      {},
      admin,
    );
    expect(message).toBe(SERVER_MESSAGES.nulCharacter);
    expect(await api.snapshot(carriers)).toEqual(before);
  });
});

// Issue 23 §7: each field has its own limit; above the longest any field takes, a text is refused
// before a resolver reads it.
describe('long texts', () => {
  test('a text of 1 MB in a variable is refused at the edge and changes nothing', async () => {
    const admin = await api.tokenFor(demoEmail('Administrator'));
    const before = await api.snapshot(carriers);
    const res = await api.gql(
      'mutation($input: CarrierInput!) { createCarrier(input: $input) { id } }',
      {
        input: {
          name: 'Big',
          code: 'BIG1',
          url: 'https://t.example/{tracking_number}',
          description: 'x'.repeat(1_000_000),
        },
      },
      admin,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: SERVER_MESSAGES.textTooLong,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await api.snapshot(carriers)).toEqual(before);
  });

  test('a literal of the same length in the document is refused too', async () => {
    const admin = await api.tokenFor(demoEmail('Administrator'));
    const search = 'x'.repeat(LIMITS.textMax + 1);
    const res = await api.gql(`{ users(filter: { search: "${search}" }) { count } }`, {}, admin);
    expect(res.errors?.[0]?.message).toBe(SERVER_MESSAGES.textTooLong);
  });
});

// Issue 23 §6: a lone surrogate failed the activity log's JSON insert, and the failed query's log
// line printed the customer's name, email, phone and address.
describe('ill-formed Unicode', () => {
  const UPDATE_CUSTOMER_INFO = `mutation($id: ID!, $info: OrderCustomerInfo!) {
    updateCustomerInfo(order_id: $id, customer_info: $info) { id }
  }`;

  test('a lone surrogate in a variable is refused before anything runs', async () => {
    const admin = await api.tokenFor(demoEmail('Administrator'));
    const before = await api.snapshot(orderAddresses, activityLogs);
    const res = await api.gql(
      UPDATE_CUSTOMER_INFO,
      {
        id: '1',
        info: {
          customer: { first_name: 'x\udfffy', email: 'jane@example.com' },
          shipping: {
            first_name: 'Jane',
            address1: '1 Main St',
            state_code: 'CA',
            zip: '90001',
            country_code: 'US',
          },
        },
      },
      admin,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: SERVER_MESSAGES.illFormedText,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await api.snapshot(orderAddresses, activityLogs)).toEqual(before);
  });

  test('a surrogate pair (an emoji) is text like any other', async () => {
    const admin = await api.tokenFor(demoEmail('Administrator'));
    const res = await api.gql(
      'query($s: String) { users(filter: { search: $s }) { count } }',
      { s: '\ud83d\ude00' },
      admin,
    );
    expect(res.errors).toBeUndefined();
  });

  test('a failed query is logged by its statement and error code, never its parameters', () => {
    const driverError = Object.assign(new Error('invalid input syntax for type json: "x\udfffy"'), {
      code: '22P02',
      severity: 'ERROR',
      detail: 'Unicode low surrogate must follow a high surrogate.',
    });
    const failed = new DrizzleQueryError(
      'insert into "activity_logs" ("message", "new_data") values ($1, $2)',
      ['Customer Jane Roe updated', '{"email":"jane@example.com","phone":"5550100"}'],
      driverError,
    );
    const line = unexpectedErrorLine(new GraphQLError('masked', { originalError: failed }));
    expect(line).toBe(
      'database error 22P02 in: insert into "activity_logs" ("message", "new_data") values ($1, $2)',
    );
    expect(unexpectedErrorLine(driverError)).not.toMatch(/x\udfffy|surrogate|Jane/);
  });
});

describe('security headers', () => {
  test('the app is served with a CSP, no framing, no sniffing and no referrer', async () => {
    const res = await fetch(`${api.server.url}/balance`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  test('the API answers carry them too', async () => {
    const res = await query({
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ ping }"}',
    });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  test('HSTS only behind HTTPS (a trusted proxy saying so)', async () => {
    const res = await fetch(`${api.server.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${api.server.url}/query`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });

  test('an origin of CORS_ORIGINS may call the API with credentials', async () => {
    const res = await preflight('https://tools.example');
    expect(res.headers.get('access-control-allow-origin')).toBe('https://tools.example');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    const token = await api.tokenFor(demoEmail('Seller'));
    const call = await fetch(`${api.server.url}/query`, {
      method: 'POST',
      headers: {
        origin: 'https://tools.example',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ query: ME }),
    });
    expect(call.headers.get('access-control-allow-origin')).toBe('https://tools.example');
  });

  test('the app’s own origin is allowed', async () => {
    const res = await preflight(api.server.url);
    expect(res.headers.get('access-control-allow-origin')).toBe(api.server.url);
  });

  test('any other origin gets no CORS headers, so the browser keeps the answer from it', async () => {
    const res = await preflight('https://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const call = await fetch(`${api.server.url}/query`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{"query":"{ ping }"}',
    });
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
  });
});

/** Calls per run, and the time they may take: a few seconds of the suite (FUZZ_RUNS=5000 to dig). */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const FUZZ_MS = Number(process.env.FUZZ_MS ?? 3_000);
/** A failing run prints its seed; FUZZ_SEED replays it. */
const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

// Issue 23 "Done when": a property-based generator over every operation's arguments finds no answer
// other than data or a refusal with a message. Last in the file: its calls change what they may.
describe('every operation, fuzzed at the edge', () => {
  // Calls that would end the fuzzing sessions (logging out, the caller blocked, demoted or deleted; an
  // Administrator's new password for the Seller).
  const SKIP = new Set(['logout', 'blockUser', 'deleteUser', 'updateUser', 'changePassword']);
  const calls = rootCalls(buildSchema(), SKIP);

  test('answers data or a refusal with a message, never an unexpected error', async () => {
    const tokens = [
      await api.tokenFor(demoEmail('Administrator')),
      await api.tokenFor(demoEmail('Seller')),
      await api.tokenFor(demoEmail('Supplier')),
      await api.tokenFor(demoEmail('Supporter')),
      await api.tokenFor(demoEmail('Listing')),
      await api.tokenFor(demoEmail('Accounting')),
    ];
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...calls)
          .chain(({ name, calls: call }) =>
            fc.tuple(fc.constant(name), call, fc.constantFrom(...tokens)),
          ),
        async ([name, { query, variables }, token]) => {
          seen.add(name);
          const res = await fetch(`${api.server.url}/query`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ query, variables }),
          });
          const body = (await res.json()) as GqlResponse<unknown>;
          const unexpected = (body.errors ?? []).filter(
            (e) => !e.message || e.extensions?.code === 'INTERNAL_SERVER_ERROR',
          );
          expect([name, res.status < 500, unexpected]).toEqual([name, true, []]);
        },
      ),
      {
        numRuns: FUZZ_RUNS,
        interruptAfterTimeLimit: FUZZ_MS,
        // A call that hangs (an outside service never answering) fails the run, naming the call.
        timeout: 5_000,
        ...(FUZZ_SEED ? { seed: FUZZ_SEED } : {}),
      },
    );
    // Interrupted at FUZZ_MS on a busy machine, it still reaches a good part of the schema.
    expect(seen.size).toBeGreaterThan(30);
  });
});
