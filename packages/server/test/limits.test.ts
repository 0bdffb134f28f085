import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, print } from 'graphql';
import { OPERATION_LIMITS } from '../src/graphql/limits';
import { demoEmail, startTestApi, type TestApi } from './harness';

// Issue 8 §1: the cost of one request is bounded before anything executes.

const featuresRoot = path.join(__dirname, '../../features/src');
/** Every operation the app and the published packages send. */
const clientOperations = readdirSync(featuresRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)api\/[^/]+\.graphql$/.test(file))
  .sort()
  .flatMap((file) =>
    parse(readFileSync(path.join(featuresRoot, file), 'utf8')).definitions.map((definition) => ({
      file,
      name: definition.kind === Kind.OPERATION_DEFINITION ? definition.name?.value : undefined,
      // A document of the operation alone: the same text the client sends.
      text: print({ kind: Kind.DOCUMENT, definitions: [definition] }),
    })),
  );

const aliased = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('operation limits', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  test('every operation of the app passes them', async () => {
    expect(clientOperations.length).toBeGreaterThan(80);
    const token = await api.tokenFor(demoEmail('Administrator'));
    const refused: string[] = [];
    for (const op of clientOperations) {
      // Without its variables an operation fails later, at execution; a limit fails validation.
      const res = await api.gql(op.text, {}, token);
      const limit = res.errors?.find((e) => /limit of/i.test(e.message));
      if (limit) refused.push(`${op.file} ${op.name}: ${limit.message}`);
    }
    expect(refused).toEqual([]);
  });

  test('1,000 aliased introspection fields are refused before they run, in a small answer', async () => {
    const started = Date.now();
    const res = await fetch(`${api.server.url}/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: aliased(1000, '__schema { types { name fields { name } } }') }),
    });
    const text = await res.text();
    expect(JSON.parse(text).data ?? null).toBeNull();
    expect(JSON.parse(text).errors[0].message).toMatch(
      /^Syntax Error: (Aliases|Token) limit of \d+ exceeded/,
    );
    expect(text.length).toBeLessThan(10_000);
    // Not a timed assertion of speed: a refused document must not have been executed at all.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('2,000 aliased category lists of a seller are refused and no resolver runs', async () => {
    const token = await api.tokenFor(demoEmail('Seller'));
    const res = await api.gql(
      aliased(2000, 'categories(filter: { limit: 9999 }) { count }'),
      {},
      token,
    );
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toMatch(/limit of \d+ exceeded/);
  });

  test('a query nested deeper than the limit is refused', async () => {
    let selection = 'name';
    // __type, fields and type are three levels and name one more: one level over the limit.
    for (let i = 0; i < OPERATION_LIMITS.depth - 3; i++) selection = `ofType { ${selection} }`;
    const res = await api.gql(`{ __type(name: "User") { fields { type { ${selection} } } } }`);
    expect(res.errors?.map((e) => e.message)).toContainEqual(
      expect.stringMatching(/depth limit of 10 exceeded/),
    );
  });

  test('a document of too many tokens is refused', async () => {
    const res = await api.gql(`{ ${'ping '.repeat(OPERATION_LIMITS.tokens + 10)} }`);
    expect(res.errors?.[0]?.message).toMatch(/Token limit of \d+ exceeded/);
  });

  test('an operation over the cost estimate is refused', async () => {
    const token = await api.tokenFor(demoEmail('Administrator'));
    // No alias and few levels, but a thousand fields three levels down.
    const res = await api.gql(`{ users { hits { roles { ${'id '.repeat(1000)} } } } }`, {}, token);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toMatch(/Cost limit of 2000 exceeded/);
  });

  test('introspection answers outside production (GraphiQL, codegen against a running server)', async () => {
    const res = await api.gql('{ __schema { queryType { name } } }');
    expect(res.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

describe('in production', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ production: true });
  });
  afterAll(() => api?.close());

  test('introspection is off and unknown fields get no suggestions', async () => {
    const res = await api.gql('{ __schema { queryType { name } } }');
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await api.gql('{ pingg }');
    expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});
