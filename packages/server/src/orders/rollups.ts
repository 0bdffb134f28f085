import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { orderDayCounts, orderStatusCounts, supplierDayCounts } from '../db/schema';

// Issue 29: the counts the orders views and dashboards read instead of counting a million orders,
// kept by the triggers of migrations 0009 and 0016 in the transaction of every write. Their rows
// are changes (+n, -n), never updated in place, so two writers never wait on one counter row; a
// read folds the days it read into one row per key when their unfolded rows pile up.

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

function inDays(column: typeof orderDayCounts.day | typeof supplierDayCounts.day, days: DayRange) {
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
  const rows = await db
    .select({
      status: orderDayCounts.status,
      n: sql<number>`sum(${orderDayCounts.n})`.mapWith(Number),
      changes: sql<number>`count(*) filter (where not ${orderDayCounts.folded})`.mapWith(Number),
    })
    .from(orderDayCounts)
    .where(
      and(
        inDays(orderDayCounts.day, days),
        apiOrder === null ? undefined : eq(orderDayCounts.apiOrder, apiOrder),
      ),
    )
    .groupBy(orderDayCounts.status);
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

/** As foldOrderDayCounts, for the supplier rollup. */
export async function foldSupplierDayCounts(db: Executor, days: DayRange): Promise<void> {
  const where = inDays(supplierDayCounts.day, days) ?? sql`true`;
  await db.execute(sql`
    with gone as (
      delete from ${supplierDayCounts} where ${where}
      returning day, supplier_id, product_type_id, status, n, cents)
    insert into ${supplierDayCounts} (day, supplier_id, product_type_id, status, n, cents, folded)
    select day, supplier_id, product_type_id, status, sum(n), sum(cents), true from gone
    group by day, supplier_id, product_type_id, status having sum(n) <> 0 or sum(cents) <> 0`);
}

/**
 * One supplier's orders (every supplier's: null) in some statuses, from the supplier rollup:
 * grouped by `groupBy` (an expression of the day column) and product type.
 */
export async function supplierDays(
  db: Executor,
  supplierId: number | null,
  days: DayRange,
  statuses: readonly string[],
  groupBy: (day: typeof supplierDayCounts.day) => SQL<string>,
) {
  const period = groupBy(supplierDayCounts.day);
  const rows = await db
    .select({
      period,
      productTypeId: supplierDayCounts.productTypeId,
      n: sql<number>`sum(${supplierDayCounts.n})`.mapWith(Number),
      cents: sql<number>`sum(${supplierDayCounts.cents})`.mapWith(Number),
      changes: sql<number>`count(*) filter (where not ${supplierDayCounts.folded})`.mapWith(Number),
    })
    .from(supplierDayCounts)
    .where(
      and(
        supplierId === null ? undefined : eq(supplierDayCounts.supplierId, supplierId),
        inDays(supplierDayCounts.day, days),
        inArray(supplierDayCounts.status, [...statuses]),
      ),
    )
    .groupBy(sql`1`, supplierDayCounts.productTypeId);
  if (rows.reduce((sum, r) => sum + r.changes, 0) > ROLLUP_CHANGES_MAX) {
    await foldSupplierDayCounts(db, days);
  }
  return rows.filter((r) => r.n !== 0 || r.cents !== 0);
}

/** One difference between a rollup and the orders counted again. */
export interface RollupDifference {
  rollup: 'order_status_counts' | 'order_day_counts' | 'supplier_day_counts';
  key: string;
  kept: { n: number; cents?: number };
  counted: { n: number; cents?: number };
}

const DAY = sql`(created_at at time zone 'UTC')::date::text`;

/**
 * Every rollup recomputed from the orders and compared with what the triggers kept: the
 * differences (none when they are exact). One snapshot (repeatable read), so writes committed
 * meanwhile show no difference. `npm run check:rollups` and the server tests run it.
 */
export function checkRollups(database: Database): Promise<RollupDifference[]> {
  return database.transaction((tx) => compareRollups(tx), { isolationLevel: 'repeatable read' });
}

async function compareRollups(db: Executor): Promise<RollupDifference[]> {
  type Row = { key: string; n: number | string; cents?: number | string | null };
  const rowsOf = async (query: SQL) =>
    (await db.execute(query)) as unknown as { rows: Row[] } | Row[];
  const asMap = async (query: SQL) => {
    const result = await rowsOf(query);
    const rows = Array.isArray(result) ? result : result.rows;
    return new Map(
      rows
        .map((r) => ({ key: r.key, n: Number(r.n), cents: Number(r.cents ?? 0) }))
        .filter((r) => r.n !== 0 || r.cents !== 0)
        .map((r) => [r.key, r]),
    );
  };
  const compare = async (rollup: RollupDifference['rollup'], kept: SQL, counted: SQL) => {
    const a = await asMap(kept);
    const b = await asMap(counted);
    const differences: RollupDifference[] = [];
    for (const key of new Set([...a.keys(), ...b.keys()])) {
      const k = a.get(key) ?? { n: 0, cents: 0 };
      const c = b.get(key) ?? { n: 0, cents: 0 };
      if (k.n !== c.n || k.cents !== c.cents) {
        differences.push({
          rollup,
          key,
          kept: { n: k.n, cents: k.cents },
          counted: { n: c.n, cents: c.cents },
        });
      }
    }
    return differences;
  };
  const cost = sql`sum(supplier_cost_cents::bigint * quantity)`;
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
      'supplier_day_counts',
      sql`select day::text || ' ' || supplier_id || ' ' || product_type_id || ' ' || status as key,
          sum(n) as n, sum(cents) as cents
        from ${supplierDayCounts} group by 1`,
      sql`select ${DAY} || ' ' || supplier_id || ' ' || product_type_id || ' ' || status as key,
          count(*) as n, ${cost} as cents
        from orders where supplier_id is not null group by 1`,
    )),
  ];
}
