import { and, eq, gte, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  SUPPLIER_STATS_INTERVALS,
  SUPPLIER_VISIBLE_STATUSES,
  type OrderStatus,
  type SupplierStatsInterval,
} from '@podoffice/domain';
import type { Database, Executor } from '../db/client';
import { preparedRead } from '../db/preparedReads';
import {
  orderDayCounts,
  orderSliceCounts,
  orderStatusCounts,
  supplierDayCounts,
  supplierMonthCounts,
} from '../db/schema';

// Issue 29: the counts the orders views and dashboards read instead of counting a million orders,
// kept by the triggers of migrations 0009, 0017, 0021 and 0023 in the transaction of every write. Their rows
// are changes (+n, -n), never updated in place, so two writers never wait on one counter row; a
// read folds the days it read into one row per key when their unfolded rows pile up.

/**
 * The statuses of supplier_day_counts' columns, as migration 0017's triggers name them. What a
 * Supplier's dashboard counts: their orders in the statuses they see on their orders list. What
 * supplierTransactions sums: pending, the orders accepted for production and not yet fulfilled;
 * approved, the fulfilled ones, work done and owed for. Other statuses are not owed.
 */
export const SUPPLIER_ROLLUP_STATUSES: Record<
  'counted' | 'pending' | 'approved',
  readonly OrderStatus[]
> = {
  counted: SUPPLIER_VISIBLE_STATUSES,
  pending: ['ready', 'in_production'],
  approved: ['fulfilled'],
};

/** Unfolded rows of a read's days past which the read folds them. */
export const ROLLUP_CHANGES_MAX = 1000;

/** A range of whole UTC days (null: unbounded on that side), as the rollups count them. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

const DAY_MS = 86_400_000;

/**
 * The whole UTC days from..to cover, or null when a bound falls inside a day (a time of day was
 * given): only whole days can be read from a per-day rollup.
 */
export function wholeDaysOf(from: Date | undefined, to: Date | undefined): DayRange | null {
  if (from && from.getTime() % DAY_MS !== 0) return null;
  if (to && (to.getTime() + 1) % DAY_MS !== 0) return null;
  return {
    from: from ? from.toISOString().slice(0, 10) : null,
    to: to ? to.toISOString().slice(0, 10) : null,
  };
}

function inDays(
  column:
    typeof orderDayCounts.day | typeof supplierDayCounts.day | typeof supplierMonthCounts.month,
  days: DayRange,
) {
  return and(
    days.from === null ? undefined : gte(column, days.from),
    days.to === null ? undefined : lte(column, days.to),
  );
}

/** Orders of a range of whole days counted by status (api sites' orders or the others when asked). */
export async function ordersByStatusOverDays(
  db: Executor,
  days: DayRange,
  apiOrder: boolean | null,
): Promise<Map<string, number>> {
  const where = and(
    inDays(orderDayCounts.day, days),
    apiOrder === null ? undefined : eq(orderDayCounts.apiOrder, apiOrder),
  );
  const rows = await preparedRead(db, 'ordersByStatusOverDays', where, (filter) =>
    db
      .select({
        status: orderDayCounts.status,
        n: sql<number>`sum(${orderDayCounts.n})`.mapWith(Number),
        changes: sql<number>`count(*) filter (where not ${orderDayCounts.folded})`.mapWith(Number),
      })
      .from(orderDayCounts)
      .where(filter)
      .groupBy(orderDayCounts.status),
  );
  if (rows.reduce((sum, r) => sum + r.changes, 0) > ROLLUP_CHANGES_MAX) {
    await foldOrderDayCounts(db, days);
  }
  return new Map(rows.filter((r) => r.n !== 0).map((r) => [r.status, r.n]));
}

/**
 * Folds a range's rows into one per day, status and api in one statement. Rows a concurrent writer
 * has not committed are not seen, so not deleted; a concurrent fold deletes nothing this one took.
 */
export async function foldOrderDayCounts(db: Executor, days: DayRange): Promise<void> {
  const where = inDays(orderDayCounts.day, days) ?? sql`true`;
  await db.execute(sql`
    with gone as (delete from ${orderDayCounts} where ${where} returning day, status, api_order, n)
    insert into ${orderDayCounts} (day, status, api_order, n, folded)
    select day, status, api_order, sum(n), true from gone
    group by day, status, api_order having sum(n) <> 0`);
}

/** Orders of some sites and some suppliers (null: any), as order_slice_counts counts them. */
export interface OrderSlice {
  siteIds: readonly number[] | null;
  supplierIds: readonly number[] | null;
}

function inSlice(slice: OrderSlice): SQL | undefined {
  const t = orderSliceCounts;
  return and(
    slice.siteIds === null ? undefined : inArray(t.siteId, [...slice.siteIds]),
    slice.supplierIds === null ? undefined : inArray(t.supplierId, [...slice.supplierIds]),
  );
}

/** Orders of a slice counted by status (api sites' orders or the others when asked). */
export async function ordersByStatusInSlice(
  db: Executor,
  slice: OrderSlice,
  apiOrder: boolean | null,
): Promise<Map<string, number>> {
  if (slice.siteIds?.length === 0 || slice.supplierIds?.length === 0) return new Map();
  const t = orderSliceCounts;
  const where = and(inSlice(slice), apiOrder === null ? undefined : eq(t.apiOrder, apiOrder));
  const rows = await preparedRead(db, 'ordersByStatusInSlice', where, (filter) =>
    db
      .select({
        status: t.status,
        n: sql<number>`sum(${t.n})`.mapWith(Number),
        changes: sql<number>`count(*) filter (where not ${t.folded})`.mapWith(Number),
      })
      .from(t)
      .where(filter)
      .groupBy(t.status),
  );
  if (rows.reduce((sum, r) => sum + r.changes, 0) > ROLLUP_CHANGES_MAX) {
    await foldOrderSliceCounts(db, slice);
  }
  return new Map(rows.filter((r) => r.n !== 0).map((r) => [r.status, r.n]));
}

/** As foldOrderDayCounts, for the rows of a slice. */
export async function foldOrderSliceCounts(db: Executor, slice: OrderSlice): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from ${orderSliceCounts} where ${inSlice(slice) ?? sql`true`}
      returning site_id, supplier_id, status, api_order, n)
    insert into ${orderSliceCounts} (site_id, supplier_id, status, api_order, n, folded)
    select site_id, supplier_id, status, api_order, sum(n), true from gone
    group by site_id, supplier_id, status, api_order having sum(n) <> 0`);
}

/** As foldOrderDayCounts, for the supplier rollup. */
export function foldSupplierDayCounts(db: Executor, days: DayRange): Promise<void> {
  return foldSupplierCounts(db, supplierDayCounts, supplierDayCounts.day, days);
}

/** As foldSupplierDayCounts, for the months of supplier_month_counts from..to (first days). */
export function foldSupplierMonthCounts(db: Executor, months: DayRange): Promise<void> {
  return foldSupplierCounts(db, supplierMonthCounts, supplierMonthCounts.month, months);
}

/** Folds a supplier rollup's rows of a range into one per period (day or month), supplier and type. */
async function foldSupplierCounts(
  db: Executor,
  table: typeof supplierDayCounts | typeof supplierMonthCounts,
  period: typeof supplierDayCounts.day | typeof supplierMonthCounts.month,
  range: DayRange,
): Promise<void> {
  const where = inDays(period, range) ?? sql`true`;
  const key = sql.raw(period.name);
  await db.execute(sql`
    with gone as (
      delete from ${table} where ${where}
      returning ${key}, supplier_id, product_type_id, n, cents, owed_n, pending_cents, approved_cents)
    insert into ${table} (${key}, supplier_id, product_type_id, n, cents, owed_n,
      pending_cents, approved_cents, folded)
    select ${key}, supplier_id, product_type_id, sum(n), sum(cents), sum(owed_n), sum(pending_cents),
      sum(approved_cents), true
    from gone group by ${key}, supplier_id, product_type_id
    having sum(n) <> 0 or sum(cents) <> 0 or sum(owed_n) <> 0 or sum(pending_cents) <> 0
      or sum(approved_cents) <> 0`);
}

/** The first day of the month after a month's first day ('YYYY-MM-01'), or before it (-1). */
function monthAfter(month: string, step: 1 | -1 = 1): string {
  const date = new Date(`${month}T00:00:00.000Z`);
  date.setUTCMonth(date.getUTCMonth() + step);
  return date.toISOString().slice(0, 10);
}

/** The day before a day ('YYYY-MM-DD'). */
function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - DAY_MS).toISOString().slice(0, 10);
}

// Bounds of the months read when the range has none on that side: any month the rollup can hold.
const FIRST_MONTH = '0001-01-01';
const LAST_MONTH = '9999-12-01';

/**
 * A range of days as the month rollup can read it: the whole months it covers (their first days,
 * from..to) and the days outside them, a run before and a run after (null: none). Null when it
 * covers no whole month: its days are read as they are.
 */
export function wholeMonthsOf(days: DayRange): {
  months: { from: string; to: string };
  before: DayRange | null;
  after: DayRange | null;
} | null {
  const from =
    days.from === null || days.from.endsWith('-01')
      ? (days.from ?? FIRST_MONTH)
      : monthAfter(`${days.from.slice(0, 7)}-01`);
  // The last whole month: the month of `to` when `to` is its last day, else the month before.
  const toMonth = days.to === null ? LAST_MONTH : `${days.to.slice(0, 7)}-01`;
  const to =
    days.to === null || dayBefore(monthAfter(toMonth)) === days.to
      ? toMonth
      : monthAfter(toMonth, -1);
  if (from > to) return null;
  return {
    months: { from, to },
    before:
      days.from !== null && days.from < from ? { from: days.from, to: dayBefore(from) } : null,
    after:
      days.to !== null && days.to > dayBefore(monthAfter(to))
        ? { from: monthAfter(to), to: days.to }
        : null,
  };
}

/**
 * How supplierDays groups the rollup's days: by the period each falls in (a day, a week from
 * Monday, a month: date_trunc's), or into one group.
 */
export type SupplierDayGroups = SupplierStatsInterval | 'all';

/**
 * One supplier's orders (every supplier's: null) from the supplier rollup, grouped by period
 * (`YYYY-MM-DD` of the period's first day; 'all' for one group) and product type.
 */
export async function supplierDays(
  db: Executor,
  supplierId: number | null,
  days: DayRange,
  groups: SupplierDayGroups,
) {
  const split = groups === 'month' || groups === 'all' ? wholeMonthsOf(days) : null;
  if (split) return supplierMonths(db, supplierId, split, groups === 'all');
  const t = supplierDayCounts;
  // Grouped by the truncated day and written as text once a group (to_char on each of a year's
  // 7,000 rows was 40 % of the statement, issue 29). The interval is written into the statement,
  // not sent as a parameter, so the select's expression is the GROUP BY's own, as PostgreSQL
  // requires; it is one of the domain's three words, never the caller's text.
  const period =
    groups === 'all'
      ? null
      : sql`date_trunc(${sql.raw(`'${SUPPLIER_STATS_INTERVALS.find((i) => i === groups)}'`)}, ${t.day}::timestamp)`;
  const where = and(
    supplierId === null ? undefined : eq(t.supplierId, supplierId),
    inDays(t.day, days),
  );
  // Built once per grouping and filter (preparedRead; its rows mapped by a mapper made once: a
  // year by month is ~250 rows of eight columns), planned with each call's days and supplier.
  const rows = await preparedRead(
    db,
    `supplierDays:${groups}`,
    where,
    (filter) =>
      db
        .select({
          period: period ? sql<string>`to_char(${period}, 'YYYY-MM-DD')` : sql<string>`'all'`,
          productTypeId: t.productTypeId,
          n: sum(t.n),
          cents: sum(t.cents),
          owed: sum(t.owedN),
          pendingCents: sum(t.pendingCents),
          approvedCents: sum(t.approvedCents),
          changes: sql<number>`count(*) filter (where not ${t.folded})`.mapWith(Number),
        })
        .from(t)
        .where(filter)
        .groupBy(...(period ? [period] : []), t.productTypeId),
    {},
    { planPerCall: true },
  );
  if (rows.reduce((total, r) => total + r.changes, 0) > ROLLUP_CHANGES_MAX) {
    await foldSupplierDayCounts(db, days);
  }
  return rows;
}

const sum = (column: AnyColumn) => sql<number>`sum(${column})`.mapWith(Number);

/**
 * supplierDays by month (or in one group) over a range that covers whole months: those months from
 * supplier_month_counts, the days before and after them from supplier_day_counts, in one statement.
 */
async function supplierMonths(
  db: Executor,
  supplierId: number | null,
  { months, before, after }: NonNullable<ReturnType<typeof wholeMonthsOf>>,
  inOneGroup: boolean,
) {
  const d = supplierDayCounts;
  const m = supplierMonthCounts;
  const edges = [before, after].filter((range) => range !== null);
  // The edge days are the statement's filter (preparedRead: a shape for none, one or two runs of
  // them); the months and the supplier are placeholders of the statement's own.
  const where = and(
    supplierId === null ? undefined : eq(d.supplierId, supplierId),
    edges.length === 0 ? sql`false` : or(...edges.map((range) => inDays(d.day, range))),
  );
  const rows = await preparedRead(
    db,
    `supplierMonths:${inOneGroup ? 'all' : 'month'}:${supplierId === null ? 'every' : 'one'}`,
    where,
    (filter) => {
      const figures = <T extends typeof d | typeof m>(t: T) => ({
        productTypeId: t.productTypeId,
        n: t.n,
        cents: t.cents,
        owedN: t.owedN,
        pendingCents: t.pendingCents,
        approvedCents: t.approvedCents,
        folded: t.folded,
      });
      const rolled = db
        .select({
          month: sql<string>`date_trunc('month', ${d.day}::timestamp)`.as('month'),
          ...figures(d),
        })
        .from(d)
        .where(filter)
        .unionAll(
          db
            .select({ month: sql<string>`${m.month}::timestamp`.as('month'), ...figures(m) })
            .from(m)
            .where(
              and(
                supplierId === null ? undefined : eq(m.supplierId, sql.placeholder('supplierId')),
                gte(m.month, sql.placeholder('monthFrom')),
                lte(m.month, sql.placeholder('monthTo')),
              ),
            ),
        )
        .as('rolled');
      return db
        .select({
          period: inOneGroup
            ? sql<string>`'all'`
            : sql<string>`to_char(${rolled.month}, 'YYYY-MM-DD')`,
          productTypeId: rolled.productTypeId,
          n: sum(rolled.n),
          cents: sum(rolled.cents),
          owed: sum(rolled.owedN),
          pendingCents: sum(rolled.pendingCents),
          approvedCents: sum(rolled.approvedCents),
          changes: sql<number>`count(*) filter (where not ${rolled.folded})`.mapWith(Number),
        })
        .from(rolled)
        .groupBy(...(inOneGroup ? [] : [rolled.month]), rolled.productTypeId);
    },
    { supplierId, monthFrom: months.from, monthTo: months.to },
    { planPerCall: true },
  );
  if (rows.reduce((total, r) => total + r.changes, 0) > ROLLUP_CHANGES_MAX) {
    await foldSupplierMonthCounts(db, months);
    for (const range of edges) await foldSupplierDayCounts(db, range);
  }
  return rows;
}

/** One difference between a rollup and the orders counted again. */
export interface RollupDifference {
  rollup:
    | 'order_status_counts'
    | 'order_day_counts'
    | 'order_slice_counts'
    | 'supplier_day_counts'
    | 'supplier_month_counts';
  key: string;
  /** What the rollup holds for the key, and what the orders count: n, and its amounts. */
  kept: Record<string, number>;
  counted: Record<string, number>;
}

const DAY = sql`(created_at at time zone 'UTC')::date::text`;
const MONTH = sql`date_trunc('month', created_at at time zone 'UTC')::date::text`;

/**
 * Every rollup recomputed from the orders and compared with what the triggers kept: the
 * differences (none when they are exact). One snapshot (repeatable read), so writes committed
 * meanwhile show no difference. `npm run check:rollups` and the server tests run it.
 */
export function checkRollups(database: Database): Promise<RollupDifference[]> {
  return database.transaction((tx) => compareRollups(tx), { isolationLevel: 'repeatable read' });
}

async function compareRollups(db: Executor): Promise<RollupDifference[]> {
  /** Rows of a key and figures, by key; a key whose figures are all 0 counts as absent. */
  const byKey = async (query: SQL) => {
    const result = (await db.execute(query)) as unknown as
      { rows: Record<string, unknown>[] } | Record<string, unknown>[];
    const rows = Array.isArray(result) ? result : result.rows;
    const map = new Map<string, Record<string, number>>();
    for (const { key, ...figures } of rows) {
      const numbers = Object.fromEntries(
        Object.entries(figures).map(([name, value]) => [name, Number(value ?? 0)]),
      );
      if (Object.values(numbers).some((v) => v !== 0)) map.set(String(key), numbers);
    }
    return map;
  };
  const compare = async (rollup: RollupDifference['rollup'], kept: SQL, counted: SQL) => {
    const a = await byKey(kept);
    const b = await byKey(counted);
    const differences: RollupDifference[] = [];
    for (const key of new Set([...a.keys(), ...b.keys()])) {
      const k = a.get(key) ?? {};
      const c = b.get(key) ?? {};
      const names = new Set([...Object.keys(k), ...Object.keys(c)]);
      if ([...names].some((name) => (k[name] ?? 0) !== (c[name] ?? 0))) {
        differences.push({ rollup, key, kept: k, counted: c });
      }
    }
    return differences;
  };
  const statuses = (list: readonly string[]) =>
    sql`status in (${sql.join(
      list.map((s) => sql`${s}`),
      sql`, `,
    )})`;
  const cost = sql`supplier_cost_cents::bigint * quantity`;
  const { counted, pending, approved } = SUPPLIER_ROLLUP_STATUSES;
  /** A supplier rollup's figures by period, supplier and type, kept and counted from the orders. */
  const supplierRollupCheck = (
    table: typeof supplierDayCounts | typeof supplierMonthCounts,
    period: 'day' | 'month',
    periodOfOrder: SQL,
  ): [SQL, SQL] => [
    sql`select ${sql.raw(period)}::text || ' ' || supplier_id || ' ' || product_type_id as key,
        sum(n) as n, sum(cents) as cents, sum(owed_n) as owed,
        sum(pending_cents) as pending_cents, sum(approved_cents) as approved_cents
      from ${table} group by 1`,
    sql`select ${periodOfOrder} || ' ' || supplier_id || ' ' || product_type_id as key,
        count(*) filter (where ${statuses(counted)}) as n,
        sum(${cost}) filter (where ${statuses(counted)}) as cents,
        count(*) filter (where ${statuses([...pending, ...approved])}) as owed,
        sum(${cost}) filter (where ${statuses(pending)}) as pending_cents,
        sum(${cost}) filter (where ${statuses(approved)}) as approved_cents
      from orders where supplier_id is not null group by 1`,
  ];
  return [
    ...(await compare(
      'order_status_counts',
      sql`select status || ' ' || api_order as key, sum(n) as n from ${orderStatusCounts} group by 1`,
      sql`select status || ' ' || api_order as key, count(*) as n from orders group by 1`,
    )),
    ...(await compare(
      'order_day_counts',
      sql`select day::text || ' ' || status || ' ' || api_order as key, sum(n) as n
        from ${orderDayCounts} group by 1`,
      sql`select ${DAY} || ' ' || status || ' ' || api_order as key, count(*) as n
        from orders group by 1`,
    )),
    ...(await compare(
      'order_slice_counts',
      sql`select site_id || ' ' || coalesce(supplier_id::text, '-') || ' ' || status || ' ' || api_order
          as key, sum(n) as n
        from ${orderSliceCounts} group by 1`,
      sql`select site_id || ' ' || coalesce(supplier_id::text, '-') || ' ' || status || ' ' || api_order
          as key, count(*) as n
        from orders group by 1`,
    )),
    ...(await compare(
      'supplier_day_counts',
      ...supplierRollupCheck(supplierDayCounts, 'day', DAY),
    )),
    ...(await compare(
      'supplier_month_counts',
      ...supplierRollupCheck(supplierMonthCounts, 'month', MONTH),
    )),
  ];
}
