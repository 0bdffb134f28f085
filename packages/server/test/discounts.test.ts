import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  RULE_MESSAGES,
  SERVER_MESSAGES,
  USER_ROLES,
  type UserRole,
} from '@podoffice/domain';
import { discounts } from '../src/db/schema';
import { demoEmail, startTestApi, type TestApi } from './harness';

const FIELDS = 'id name discount type effective_time start_time end_time created_at updated_at';
const DISCOUNTS = `query Discounts($filter: DiscountFilter) { discounts(filter: $filter) { count hits { ${FIELDS} } } }`;
const DISCOUNT = `query Discount($id: ID!) { discount(id: $id) { ${FIELDS} } }`;
const TYPES = `{ discountTypes { value label } }`;
const CREATE = `mutation CreateDiscount($input: DiscountInput!) { createDiscount(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation UpdateDiscount($id: ID!, $input: DiscountInput!) { updateDiscount(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation DeleteDiscount($id: ID!) { deleteDiscount(id: $id) }`;

interface DiscountHit {
  id: string;
  name: string;
  discount: number;
  type: string;
  effective_time: number | null;
  start_time: string | null;
  end_time: string | null;
  created_at: string;
  updated_at: string;
}

type Caller = 'anonymous' | UserRole;
const STAFF: UserRole[] = ['Administrator', 'Supporter', 'Listing', 'Accounting'];

let api: TestApi;
const tokenOf = (caller: Caller) =>
  caller === 'anonymous' ? Promise.resolve(undefined) : api.tokenFor(demoEmail(caller));
const admin = () => tokenOf('Administrator');
const refusalOf = (caller: Caller) =>
  caller === 'anonymous' ? SERVER_MESSAGES.notSignedIn : SERVER_MESSAGES.forbidden;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

async function list(filter?: Record<string, unknown>, caller: Caller = 'Administrator') {
  return (
    await api.ok<{ discounts: { count: number; hits: DiscountHit[] } }>(
      DISCOUNTS,
      { filter },
      await tokenOf(caller),
    )
  ).discounts;
}

const timeline = {
  name: 'Black Friday',
  discount: 30,
  type: 'timeline',
  start_time: '2026-11-27',
  end_time: '2026-11-30',
};
const days = { name: 'First order', discount: 10, type: 'time_amount', effective_time: 14 };

async function create(input: Record<string, unknown>): Promise<DiscountHit> {
  return (await api.ok<{ createDiscount: DiscountHit }>(CREATE, { input }, await admin()))
    .createDiscount;
}

describe('reading discounts', () => {
  test.each(STAFF)('%s reads the list, one discount and the types', async (role) => {
    const token = await tokenOf(role);
    const page = await list(undefined, role);
    expect(page.count).toBe(await api.rows(discounts));
    const { discount } = await api.ok<{ discount: DiscountHit }>(
      DISCOUNT,
      { id: page.hits[0]!.id },
      token,
    );
    expect(discount).toEqual(page.hits[0]);
    expect((await api.ok<{ discountTypes: unknown }>(TYPES, {}, token)).discountTypes).toEqual([
      { value: 'timeline', label: 'Timeline' },
      { value: 'time_amount', label: 'Time amount' },
    ]);
  });

  test.each<Caller>(['anonymous', 'Seller', 'Supplier'])('%s reads no discount', async (caller) => {
    const token = await tokenOf(caller);
    expect(await api.refused(DISCOUNTS, {}, token)).toBe(refusalOf(caller));
    expect(await api.refused(DISCOUNT, { id: '1' }, token)).toBe(refusalOf(caller));
  });

  test.each<UserRole>(['Seller', 'Supplier'])('%s still reads the discount types', async (role) => {
    const { discountTypes } = await api.ok<{ discountTypes: unknown[] }>(
      TYPES,
      {},
      await tokenOf(role),
    );
    expect(discountTypes).toHaveLength(2);
  });

  test('an anonymous caller does not read the types', async () => {
    expect(await api.refused(TYPES)).toBe(SERVER_MESSAGES.notSignedIn);
  });

  test('newest first, 20 a page; the demo has both types over two pages', async () => {
    const first = await list();
    expect(first.count).toBeGreaterThan(20);
    expect(first.hits).toHaveLength(20);
    const second = await list({ offset: 20 });
    const ids = [...first.hits, ...second.hits].map((d) => Number(d.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const all = [...first.hits, ...second.hits];
    expect(new Set(all.map((d) => d.type))).toEqual(new Set(['timeline', 'time_amount']));
  });

  test.each([
    [DISCOUNT, { id: '999999' }, RULE_MESSAGES.discountNotFound],
    [DISCOUNT, { id: 'x' }, RULE_MESSAGES.discountNotFound],
    [DISCOUNTS, { filter: { limit: 0 } }, 'limit must be a whole number from 1 to 9999'],
  ])('refuses %#', async (query, variables, message) => {
    expect(await api.refused(query, variables, await admin())).toBe(message);
  });
});

describe('changing discounts is for the Administrator only', () => {
  test.each<Caller>(['anonymous', ...USER_ROLES.filter((r) => r !== 'Administrator')])(
    '%s is refused every change',
    async (caller) => {
      const target = (await list()).hits[0]!;
      const before = await api.rows(discounts);
      const token = await tokenOf(caller);
      expect(await api.refused(CREATE, { input: days }, token)).toBe(refusalOf(caller));
      expect(await api.refused(UPDATE, { id: target.id, input: days }, token)).toBe(
        refusalOf(caller),
      );
      expect(await api.refused(DELETE, { id: target.id }, token)).toBe(refusalOf(caller));
      expect(await api.rows(discounts)).toBe(before);
      expect((await list()).hits[0]).toEqual(target);
    },
  );
});

describe('createDiscount, updateDiscount, deleteDiscount', () => {
  test('a timeline discount keeps its dates as the start of their UTC day', async () => {
    const created = await create({ ...timeline, start_time: '2026-11-27T22:15:00-05:00' });
    expect(created).toMatchObject({
      name: 'Black Friday',
      discount: 30,
      type: 'timeline',
      effective_time: null,
      start_time: '2026-11-28T00:00:00.000Z',
      end_time: '2026-11-30T00:00:00.000Z',
    });
    expect((await list()).hits[0]!.id).toBe(created.id);
  });

  test('a time_amount discount, also spelled days, keeps only its days', async () => {
    const created = await create({ ...days, type: 'days', start_time: '2026-01-01' });
    expect(created).toMatchObject({
      type: 'time_amount',
      effective_time: 14,
      start_time: null,
      end_time: null,
    });
  });

  test('a percent with two decimals is kept as typed, as seller levels take 12.5%', async () => {
    const created = await create({ ...days, discount: 12.5 });
    expect(created.discount).toBe(12.5);
    const { updateDiscount } = await api.ok<{ updateDiscount: DiscountHit }>(
      UPDATE,
      { id: created.id, input: { ...days, discount: 7.25 } },
      await admin(),
    );
    expect(updateDiscount.discount).toBe(7.25);
  });

  test('an edit may switch the type; the other type’s fields go', async () => {
    const created = await create(days);
    api.clock.advance(60_000);
    const { updateDiscount } = await api.ok<{ updateDiscount: DiscountHit }>(
      UPDATE,
      { id: created.id, input: { ...timeline, name: 'Cyber Monday', discount: 100 } },
      await admin(),
    );
    expect(updateDiscount).toMatchObject({
      id: created.id,
      name: 'Cyber Monday',
      discount: 100,
      type: 'timeline',
      effective_time: null,
      start_time: '2026-11-27T00:00:00.000Z',
      created_at: created.created_at,
    });
    expect(Date.parse(updateDiscount.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
  });

  test('the Administrator deletes a discount', async () => {
    const created = await create(days);
    const before = await api.rows(discounts);
    expect(
      (await api.ok<{ deleteDiscount: string }>(DELETE, { id: created.id }, await admin()))
        .deleteDiscount,
    ).toBe(created.id);
    expect(await api.rows(discounts)).toBe(before - 1);
    expect(await api.refused(DELETE, { id: created.id }, await admin())).toBe(
      RULE_MESSAGES.discountNotFound,
    );
    expect(await api.refused(UPDATE, { id: created.id, input: days }, await admin())).toBe(
      RULE_MESSAGES.discountNotFound,
    );
  });

  test.each([
    ['no name', { ...days, name: ' ' }, MESSAGES.discountNameRequired],
    ['a discount of 0', { ...days, discount: 0 }, RULE_MESSAGES.discountRange],
    ['a discount over 100', { ...days, discount: 101 }, RULE_MESSAGES.discountRange],
    ['a discount with three decimals', { ...days, discount: 12.345 }, RULE_MESSAGES.discountRange],
    ['time_amount without days', { ...days, effective_time: null }, MESSAGES.discountTimeRequired],
    ['time_amount of 0 days', { ...days, effective_time: 0 }, RULE_MESSAGES.discountDaysInvalid],
    ['timeline without a start', { ...timeline, start_time: null }, MESSAGES.discountRangeRequired],
    ['timeline without an end', { ...timeline, end_time: '' }, MESSAGES.discountRangeRequired],
    ['timeline with a bad date', { ...timeline, end_time: 'soon' }, MESSAGES.discountRangeRequired],
    [
      'timeline ending before it starts',
      { ...timeline, end_time: '2026-11-01' },
      RULE_MESSAGES.discountEndBeforeStart,
    ],
  ])('refuses %s and changes nothing', async (_case, input, message) => {
    const target = (await list()).hits[0]!;
    const before = await api.rows(discounts);
    expect(await api.refused(CREATE, { input }, await admin())).toBe(message);
    expect(await api.refused(UPDATE, { id: target.id, input }, await admin())).toBe(message);
    expect(await api.rows(discounts)).toBe(before);
    const [row] = await api.server.db
      .select()
      .from(discounts)
      .where(eq(discounts.id, Number(target.id)));
    expect(row?.name).toBe(target.name);
  });

  test.each([
    ['a discount that is not a number', { ...days, discount: 'ten' }, /Float cannot represent/],
    ['a type that does not exist', { ...days, type: 'forever' }, /forever/],
  ])('refuses %s by the schema', async (_case, input, message) => {
    expect(await api.refused(CREATE, { input }, await admin())).toMatch(message);
  });
});
