import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_TYPE_LIMITS } from '@podoffice/domain';
import { Kind, parse, print } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { OPERATION_LIMITS } from '../src/graphql/limits';
import {
  LIST_COST,
  LIST_COST_MESSAGES,
  listCostLimit,
  operationListCost,
} from '../src/graphql/listCost';
import { buildSchema } from '../src/graphql/schema';
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

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('operation limits', () => {
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

// Issue 23 §3: ten aliased variant grids of one type answered 11.3 MB in 7.2 s and passed the cost
// estimate; four such loops stalled another seller's orders page for seconds.
describe('the list cost estimate', () => {
  const schema = buildSchema();
  const costOf = (text: string, variables: Record<string, unknown> = {}) =>
    operationListCost(schema, parse(text), undefined, variables);
  // An operation with the fragments of its file, as the generated client sends it.
  const appOperations = readdirSync(featuresRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)api\/[^/]+\.graphql$/.test(file))
    .flatMap((file) => {
      const document = parse(readFileSync(path.join(featuresRoot, file), 'utf8'));
      return document.definitions.flatMap((d) =>
        d.kind === Kind.OPERATION_DEFINITION && d.name
          ? [
              {
                op: `${file} ${d.name.value}`,
                cost: operationListCost(schema, document, d.name.value, {}),
              },
            ]
          : [],
      );
    });
  const GRID = `productTypeById(id: "12") { variants { id sku retail_cost sale_cost base_cost
    supplier_costs { user_id cost selected } carrier_costs { carrier_id cost default }
    partner_variants { id partner_variant_id sku } } }`;

  test('every operation of the app stays within it, even with the largest lists its fields can hold', () => {
    const costliest = appOperations.reduce((a, b) => (b.cost > a.cost ? b : a));
    expect(costliest.cost).toBeLessThanOrEqual(LIST_COST.max);
    // The variant grid of a type of 5,000 variants is the costliest, and fits once.
    expect(costliest.op).toMatch(/ProductTypeVariants/);
    expect(2 * costliest.cost).toBeGreaterThan(LIST_COST.max);
  });

  test("a list is weighed by the limit it is asked with, a page's hits by its field's limit", () => {
    const page = (limit: number) =>
      costOf(`query($f: OrderFilter) { orders(filter: $f) { hits { id status } } }`, {
        f: { limit },
      });
    expect(page(100)).toBe(1 + 100 * 3);
    expect(page(10)).toBe(1 + 10 * 3);
    expect(costOf('{ orders { hits { id } } }')).toBe(1 + LIST_COST.defaultSize * 2);
  });

  // productTypeByIds takes 50 types, each with its grid: weighed as 20 (a list's default), 50 grids
  // of 5,000 variants' prices passed as a light request, not gated as a heavy one.
  test('a list asked for by ids is weighed by their number', () => {
    const grids = (count: number) =>
      costOf(
        'query($ids: [ID!]!) { productTypeByIds(ids: $ids) { variants { sku base_cost sale_cost retail_cost } } }',
        { ids: Array.from({ length: count }, (_, i) => String(i + 1)) },
      );
    const grid = 1 + PRODUCT_TYPE_LIMITS.variantsMax * 5;
    expect(grids(50)).toBe(50 * grid);
    expect(grids(1)).toBe(grid);
    expect(grids(50)).toBeGreaterThan(LIST_COST.heavy);
  });

  // A list whose page is larger than the usual one: productTypes' filter choices (9,999), an
  // attribute's terms (9,999 unless fewer are asked), an order's log (100) were weighed as 20.
  test("a list's page is weighed by its own default and largest limit", () => {
    expect(costOf('{ productTypes(filter: { limit: 9999 }) { hits { id title } } }')).toBe(
      1 + 9_999 * 3,
    );
    expect(costOf('{ productTypes { hits { id } } }')).toBe(1 + PRODUCT_TYPE_LIMITS.pageSize * 2);
    expect(
      costOf('{ getAttributeTermByAttributeName(attribute_name: "Color") { hits { id } } }'),
    ).toBe(1 + 9_999 * 2);
    expect(
      costOf(
        '{ getAttributeTermByAttributeName(attribute_name: "Color", limit: 5) { hits { id } } }',
      ),
    ).toBe(1 + 5 * 2);
  });

  test('ten aliased variant grids are refused before a resolver runs, in a small answer', async () => {
    const token = await api.tokenFor(demoEmail('Seller'));
    const started = Date.now();
    const res = await fetch(`${api.server.url}/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: aliased(10, GRID) }),
    });
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      errors: [expect.objectContaining({ message: LIST_COST_MESSAGES.tooCostly(LIST_COST.max) })],
    });
    expect(text.length).toBeLessThan(1_000);
    // Not a timed assertion of speed: nothing of the grids was read.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('one grid in a request is answered', async () => {
    // The app's operations above include Logout: its sessions end.
    api.forgetTokens();
    const res = await api.gql(`{ ${GRID} }`, {}, await api.tokenFor(demoEmail('Administrator')));
    expect(res.errors).toBeUndefined();
  });

  test('heavy requests run one at a time; beyond the few that may wait, one is told to come back', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: 'type Item { n: Int! } type Query { items: [Item!]! }',
        resolvers: { Query: { items: async () => (await held, [{ n: 1 }]) } },
      }),
      // A default-sized list of one field is 40 values: heavy here.
      plugins: [listCostLimit({ heavy: 10, heavyAtOnce: 1, heavyWaiting: 1 })],
    });
    const ask = async () =>
      (
        await yoga.fetch('http://yoga/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ items { n } }' }),
        })
      ).json();
    const running = ask();
    const waiting = ask();
    // Both reach the gate (in-memory, no network) before the third asks.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await ask()).toEqual({
      errors: [expect.objectContaining({ message: LIST_COST_MESSAGES.busy })],
    });
    release();
    expect(await running).toEqual({ data: { items: [{ n: 1 }] } });
    expect(await waiting).toEqual({ data: { items: [{ n: 1 }] } });
  });

  test('an answer larger than the ceiling is replaced by a refusal', async () => {
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: 'type Query { text(size: Int!): String! }',
        resolvers: {
          Query: { text: (_: unknown, { size }: { size: number }) => 'x'.repeat(size) },
        },
      }),
      plugins: [listCostLimit({ max: LIST_COST.max, answerBytesMax: 1_000 })],
    });
    const ask = async (size: number) =>
      (
        await yoga.fetch('http://yoga/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: `{ text(size: ${size}) }` }),
        })
      ).json();
    expect(await ask(100)).toEqual({ data: { text: 'x'.repeat(100) } });
    expect(await ask(2_000)).toEqual({
      errors: [expect.objectContaining({ message: LIST_COST_MESSAGES.tooLarge(1_000) })],
    });
  });
});

describe('in production', () => {
  let production: TestApi;
  beforeAll(async () => {
    production = await startTestApi({ production: true });
  });
  afterAll(() => production?.close());

  test('introspection is off and unknown fields get no suggestions', async () => {
    const res = await production.gql('{ __schema { queryType { name } } }');
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await production.gql('{ pingg }');
    expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});
