import { and, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import {
  DATE_MESSAGES,
  SERVER_MESSAGES,
  SUPPLIER_STATS_MESSAGES,
  SUPPLIER_VISIBLE_STATUSES,
  USER_ROLES,
  supplierStatsBucketKey,
  type SupplierStatsInterval,
  type UserRole,
} from '@podoffice/domain';
import { orders } from '../src/db/schema';
import { checkRollups, wholeMonthsOf } from '../src/orders/rollups';
import { ARG_MESSAGES } from '../src/graphql/args';
import {
  MAX_SUPPLIER_STATS_PERIODS,
  SUPPLIER_DASHBOARD_MESSAGES as M,
} from '../src/graphql/supplierDashboard/resolvers';
import { demoEmail, startTestApi, type TestApi } from './harness';

const STATS = `query S($filter: SupplierStatsFilter!) { supplierStats(filter: $filter) {
  agg_by from to count
  aggregations {
    revenue { value }
    top_product_types { product_types { sum_other_doc_count buckets { key doc_count revenue { value }
      product_type { id title sku suppliers { id } categories { title } } } } }
    period { buckets { key key_as_string doc_count revenue { value }
      top_product_types { product_types { sum_other_doc_count buckets { key doc_count } } } } }
  } } }`;
const TRANSACTIONS = `query T($filter: SupplierTransactionsFilter) { supplierTransactions(filter: $filter) {
  count pendingAmount approvedAmount hits { id title } } }`;

interface Terms {
  sum_other_doc_count: number;
  buckets: {
    key: string;
    doc_count: number;
    revenue?: { value: number };
    product_type?: { id: string; title: string; sku: string; suppliers: { id: string }[] };
  }[];
}
interface Stats {
  agg_by: string;
  from: string;
  to: string;
  count: number;
  aggregations: {
    revenue: { value: number };
    top_product_types: { product_types: Terms };
    period: {
      buckets: {
        key: string;
        key_as_string: string;
        doc_count: number;
        revenue: { value: number };
        top_product_types: { product_types: Terms };
      }[];
    };
  };
}
interface Transactions {
  count: number;
  pendingAmount: number;
  approvedAmount: number;
  hits: { id: string; title: string }[];
}

type Caller = 'anonymous' | UserRole;
const ALLOWED: UserRole[] = ['Administrator', 'Supporter', 'Supplier'];
const REFUSED: UserRole[] = USER_ROLES.filter((r) => !ALLOWED.includes(r));

let api: TestApi;
let supplierId: number;
beforeAll(async () => {
  api = await startTestApi();
  supplierId = await api.idOf(demoEmail('Supplier'));
});
afterAll(() => api?.close());

const tokenOf = (caller: Caller) =>
  caller === 'anonymous' ? Promise.resolve(undefined) : api.tokenFor(demoEmail(caller));
const stats = async (filter: Record<string, unknown>, caller: Caller = 'Supplier') =>
  (await api.ok<{ supplierStats: Stats }>(STATS, { filter }, await tokenOf(caller))).supplierStats;
const transactions = async (filter: Record<string, unknown> | null, caller: Caller = 'Supplier') =>
  (
    await api.ok<{ supplierTransactions: Transactions }>(
      TRANSACTIONS,
      { filter },
      await tokenOf(caller),
    )
  ).supplierTransactions;

const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
/** The dashboard's default range (the last 30 days) and the seed's four months. */
const LAST_30 = { from: day(-29), to: day(0) };
const SEED_RANGE = { from: day(-125), to: day(0) };

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The figures computed here from the rows, apart from the server's grouped query: revenue and
 * order count per period and per product type.
 */
async function expected(
  supplier: number | null,
  from: string,
  to: string,
  interval: SupplierStatsInterval,
) {
  const rows = await api.server.db
    .select({
      createdAt: orders.createdAt,
      typeId: orders.productTypeId,
      cost: orders.supplierCostCents,
      quantity: orders.quantity,
    })
    .from(orders)
    .where(
      and(
        supplier === null ? isNotNull(orders.supplierId) : eq(orders.supplierId, supplier),
        inArray(orders.status, [...SUPPLIER_VISIBLE_STATUSES]),
        gte(orders.createdAt, new Date(`${from}T00:00:00.000Z`)),
        lte(orders.createdAt, new Date(`${to}T23:59:59.999Z`)),
      ),
    );
  const periods = new Map<string, { n: number; cents: number }>();
  const types = new Map<string, number>();
  for (const r of rows) {
    const key = supplierStatsBucketKey(r.createdAt, interval);
    const p = periods.get(key) ?? { n: 0, cents: 0 };
    p.n += 1;
    p.cents += r.cost * r.quantity;
    periods.set(key, p);
    types.set(String(r.typeId), (types.get(String(r.typeId)) ?? 0) + 1);
  }
  return {
    count: rows.length,
    cents: rows.reduce((s, r) => s + r.cost * r.quantity, 0),
    periods,
    types,
  };
}

describe('supplierStats and supplierTransactions: who may call them', () => {
  test.each(ALLOWED)('%s reads supplierStats and supplierTransactions', async (role) => {
    const s = await stats(LAST_30, role);
    expect(s.aggregations.period.buckets.length).toBeGreaterThan(0);
    const t = await transactions(null, role);
    expect(t.count).toBeGreaterThan(0);
  });

  test.each(REFUSED)('%s is refused both: §2 gives them no supplier dashboard', async (role) => {
    const token = await tokenOf(role);
    expect(await api.refused(STATS, { filter: LAST_30 }, token)).toBe(SERVER_MESSAGES.forbidden);
    expect(await api.refused(TRANSACTIONS, {}, token)).toBe(SERVER_MESSAGES.forbidden);
  });

  test('anonymous callers are asked to sign in', async () => {
    expect(await api.refused(STATS, { filter: LAST_30 })).toBe(SERVER_MESSAGES.notSignedIn);
    expect(await api.refused(TRANSACTIONS, {})).toBe(SERVER_MESSAGES.notSignedIn);
  });

  test("a Supplier may name their own id but not another supplier's", async () => {
    const own = await stats({ ...LAST_30, supplier_id: String(supplierId) });
    expect(own).toEqual(await stats(LAST_30));
    const other = await api.idOf('dtf@colorecommerce.test');
    const token = await tokenOf('Supplier');
    expect(
      await api.refused(STATS, { filter: { ...LAST_30, supplier_id: String(other) } }, token),
    ).toBe(SERVER_MESSAGES.forbidden);
    expect(await api.refused(TRANSACTIONS, { filter: { supplier_id: String(other) } }, token)).toBe(
      SERVER_MESSAGES.forbidden,
    );
  });

  test("staff see one supplier's figures as the supplier does, and every supplier's without an id", async () => {
    const filter = { ...LAST_30, supplier_id: String(supplierId) };
    expect(await stats(filter, 'Administrator')).toEqual(await stats(LAST_30, 'Supplier'));
    expect(await transactions({ supplier_id: String(supplierId) }, 'Supporter')).toEqual(
      await transactions(null, 'Supplier'),
    );
    const all = await stats(LAST_30, 'Administrator');
    const mine = await stats(LAST_30, 'Supplier');
    expect(all.count).toBeGreaterThan(mine.count);
    expect(all.count).toBe((await expected(null, LAST_30.from, LAST_30.to, 'week')).count);
  });
});

describe('supplierStats: the figures', () => {
  test.each([
    ['month', SEED_RANGE],
    ['week', LAST_30],
    ['day', { from: day(-6), to: day(0) }],
  ] as const)('by %s: revenue and orders per period match the rows', async (interval, range) => {
    const s = await stats(range);
    expect(s.agg_by).toBe(interval);
    const want = await expected(supplierId, range.from, range.to, interval);
    expect(want.count).toBeGreaterThan(0);
    expect(s.count).toBe(want.count);
    expect(cents(s.aggregations.revenue.value)).toBe(want.cents);
    for (const bucket of s.aggregations.period.buckets) {
      const p = want.periods.get(bucket.key) ?? { n: 0, cents: 0 };
      expect([bucket.key, bucket.doc_count, cents(bucket.revenue.value)]).toEqual([
        bucket.key,
        p.n,
        p.cents,
      ]);
    }
    // Every period with orders is a bucket: none is lost at the range's ends.
    const keys = new Set(s.aggregations.period.buckets.map((b) => b.key));
    expect([...want.periods.keys()].filter((k) => !keys.has(k))).toEqual([]);
  });

  test('§9: the range chooses the period and the label (MM YYYY by month, else DD MM YYYY)', async () => {
    const byDay = await stats({ from: '2026-03-01', to: '2026-03-14' });
    expect(byDay.agg_by).toBe('day');
    expect(byDay.aggregations.period.buckets).toHaveLength(14);
    expect(byDay.aggregations.period.buckets[0]).toMatchObject({
      key: '2026-03-01T00:00:00.000Z',
      key_as_string: '01 03 2026',
    });
    // §9 counts whole days between the two dates: 1 to 16 March is 15 days, no longer under 15.
    const byWeek = await stats({ from: '2026-03-01', to: '2026-03-16' });
    expect(byWeek.agg_by).toBe('week');
    // 1 March 2026 is a Sunday: its week starts on Monday 23 February.
    expect(byWeek.aggregations.period.buckets.map((b) => b.key_as_string)).toEqual([
      '23 02 2026',
      '02 03 2026',
      '09 03 2026',
      '16 03 2026',
    ]);
    expect((await stats({ from: '2026-01-01', to: '2026-03-02' })).agg_by).toBe('week');
    const byMonth = await stats({ from: '2026-01-01', to: '2026-03-03' });
    expect(byMonth.agg_by).toBe('month');
    expect(byMonth.aggregations.period.buckets.map((b) => b.key_as_string)).toEqual([
      '01 2026',
      '02 2026',
      '03 2026',
    ]);
    const asked = await stats({ from: '2026-01-01', to: '2026-03-02', agg_by: 'week' });
    expect(asked.agg_by).toBe('week');
  });

  test('top product types: at most 10, ordered by orders, the rest in sum_other_doc_count, with title, sku and suppliers', async () => {
    const s = await stats(SEED_RANGE, 'Administrator');
    const top = s.aggregations.top_product_types.product_types;
    const want = await expected(null, SEED_RANGE.from, SEED_RANGE.to, 'month');
    expect(want.types.size).toBeGreaterThan(0);
    expect(top.buckets.length).toBe(Math.min(10, want.types.size));
    const counts = top.buckets.map((b) => b.doc_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const b of top.buckets) {
      expect(b.doc_count).toBe(want.types.get(b.key));
      expect(b.product_type).toMatchObject({ id: b.key });
      expect(b.product_type!.sku).toMatch(/^[A-Z0-9]{1,7}$/);
    }
    expect(top.sum_other_doc_count).toBe(s.count - counts.reduce((a, b) => a + b, 0));
    for (const period of s.aggregations.period.buckets) {
      const terms = period.top_product_types.product_types;
      expect(terms.buckets.length).toBeLessThanOrEqual(10);
      expect(terms.sum_other_doc_count + terms.buckets.reduce((a, b) => a + b.doc_count, 0)).toBe(
        period.doc_count,
      );
    }
  });

  test('a range without orders has its periods at 0 and no product types', async () => {
    const s = await stats({ from: '2020-01-01', to: '2020-01-10' });
    expect(s.count).toBe(0);
    expect(s.aggregations.period.buckets).toHaveLength(10);
    expect(
      s.aggregations.period.buckets.every((b) => b.doc_count === 0 && b.revenue.value === 0),
    ).toBe(true);
    expect(s.aggregations.top_product_types.product_types).toEqual({
      buckets: [],
      sum_other_doc_count: 0,
    });
  });
});

describe('supplierStats by month: whole months from supplier_month_counts, the edges from the days', () => {
  test('a range is split into its whole months and the days before and after them', () => {
    expect(wholeMonthsOf({ from: '2026-01-15', to: '2026-04-10' })).toEqual({
      months: { from: '2026-02-01', to: '2026-03-01' },
      before: { from: '2026-01-15', to: '2026-01-31' },
      after: { from: '2026-04-01', to: '2026-04-10' },
    });
    // Whole months at both ends (a leap February's last day included): no days.
    expect(wholeMonthsOf({ from: '2024-01-01', to: '2024-02-29' })).toEqual({
      months: { from: '2024-01-01', to: '2024-02-01' },
      before: null,
      after: null,
    });
    // Within one month, or across two without a whole one: the days alone.
    expect(wholeMonthsOf({ from: '2026-03-02', to: '2026-03-31' })).toBeNull();
    expect(wholeMonthsOf({ from: '2026-03-02', to: '2026-04-29' })).toBeNull();
    expect(wholeMonthsOf({ from: '2026-12-01', to: '2026-12-31' })).toEqual({
      months: { from: '2026-12-01', to: '2026-12-01' },
      before: null,
      after: null,
    });
    // Unbounded: every month the rollup holds.
    expect(wholeMonthsOf({ from: null, to: null })).toEqual({
      months: { from: '0001-01-01', to: '9999-12-01' },
      before: null,
      after: null,
    });
  });

  test("whole months alone, and every supplier's, match the rows; the month rollup matches the orders", async () => {
    // The seed's months before this one, from their first day to the last day of last month.
    const first = `${day(-125).slice(0, 7)}-01`;
    const lastOfLastMonth = new Date(`${day(0).slice(0, 7)}-01T00:00:00.000Z`);
    lastOfLastMonth.setUTCDate(0);
    const range = { from: first, to: lastOfLastMonth.toISOString().slice(0, 10) };
    for (const caller of ['Supplier', 'Administrator'] as const) {
      const s = await stats(range, caller);
      expect(s.agg_by).toBe('month');
      const want = await expected(
        caller === 'Supplier' ? supplierId : null,
        range.from,
        range.to,
        'month',
      );
      expect(want.count).toBeGreaterThan(0);
      expect([s.count, cents(s.aggregations.revenue.value)]).toEqual([want.count, want.cents]);
      expect(
        s.aggregations.period.buckets.map((b) => [b.key, b.doc_count, cents(b.revenue.value)]),
      ).toEqual(
        s.aggregations.period.buckets.map((b) => {
          const p = want.periods.get(b.key) ?? { n: 0, cents: 0 };
          return [b.key, p.n, p.cents];
        }),
      );
    }
    expect(await checkRollups(api.server.db)).toEqual([]);
  });
});

describe('supplierStats: bad input is refused with a clear message', () => {
  test.each([
    [{ from: 'yesterday', to: '2026-03-01' }, ARG_MESSAGES.date('from')],
    [{ from: '2026-02-30', to: '2026-03-01' }, ARG_MESSAGES.date('from')],
    [{ from: '0000-01-01', to: '0001-01-01' }, DATE_MESSAGES.outOfRange('from')],
    [{ from: '2026-01-01', to: '9999-12-31' }, DATE_MESSAGES.outOfRange('to')],
    [{ from: '2026-03-01', to: '' }, SUPPLIER_STATS_MESSAGES.invalid],
    [{ from: '2026-03-10', to: '2026-03-01' }, SUPPLIER_STATS_MESSAGES.reversed],
    [{ from: '2020-01-01', to: '2026-03-01' }, SUPPLIER_STATS_MESSAGES.tooLong],
    [{ from: '2026-01-01', to: '2026-03-01', agg_by: 'year' }, M.aggBy],
    [
      { from: '2024-01-01', to: '2026-03-01', agg_by: 'day' },
      M.tooManyPeriods(MAX_SUPPLIER_STATS_PERIODS),
    ],
    [{ ...LAST_30, supplier_id: 'x' }, M.supplierNotFound],
  ])('%j: %s', async (filter, message) => {
    expect(await api.refused(STATS, { filter }, await tokenOf('Administrator'))).toBe(message);
  });

  test('a bad supplier id to supplierTransactions', async () => {
    expect(
      await api.refused(
        TRANSACTIONS,
        { filter: { supplier_id: '-1' } },
        await tokenOf('Supporter'),
      ),
    ).toBe(M.supplierNotFound);
  });
});

describe('supplierTransactions: pending and approved amounts', () => {
  test('pending is ready and in production, approved is fulfilled, of supplier_cost x quantity', async () => {
    const rows = await api.server.db
      .select({ status: orders.status, cost: orders.supplierCostCents, quantity: orders.quantity })
      .from(orders)
      .where(eq(orders.supplierId, supplierId));
    const sum = (statuses: string[]) =>
      rows.filter((r) => statuses.includes(r.status)).reduce((s, r) => s + r.cost * r.quantity, 0);
    const t = await transactions(null);
    expect(cents(t.pendingAmount)).toBe(sum(['ready', 'in_production']));
    expect(cents(t.approvedAmount)).toBe(sum(['fulfilled']));
    expect(t.pendingAmount).toBeGreaterThan(0);
    expect(t.approvedAmount).toBeGreaterThan(0);
    expect(t.count).toBe(
      rows.filter((r) => ['ready', 'in_production', 'fulfilled'].includes(r.status)).length,
    );
    // A bounded list of the newest counted orders, each with a title.
    expect(t.hits.length).toBe(10);
    expect(t.hits.every((h) => h.title.length > 0)).toBe(true);
  });
});
