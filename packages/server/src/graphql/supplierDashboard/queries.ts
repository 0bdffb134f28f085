import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { fromCents, supplierStatsBuckets, type SupplierStatsInterval } from '@podoffice/domain';
import type { Executor } from '../../db/client';
import { preparedRead } from '../../db/preparedReads';
import { orders, productTypes } from '../../db/schema';
import { SUPPLIER_ROLLUP_STATUSES, supplierDays, wholeDaysOf } from '../../orders/rollups';
import { NEWEST_FIRST } from '../orders/queries';

/** Whose orders: one supplier's, or (null) every supplier's. */
export type SupplierOf = number | null;

/** §3 top_product_types: the 10 biggest product types of a period or of the range. */
export const TOP_PRODUCT_TYPES = 10;

/**
 * What a Supplier's dashboard counts (their orders in the statuses they see; staff get the same, so
 * a supplier's figures read the same for them) and supplierTransactions' pending and approved: the
 * statuses of the supplier rollup's columns.
 */
const {
  counted: COUNTED_STATUSES,
  pending: PENDING_STATUSES,
  approved: APPROVED_STATUSES,
} = SUPPLIER_ROLLUP_STATUSES;
/** hits: the newest orders counted, a short list under the amounts. */
export const TRANSACTION_HITS = 10;

const bySupplier = (supplierId: SupplierOf) =>
  supplierId === null ? isNotNull(orders.supplierId) : eq(orders.supplierId, supplierId);

const cost = sql`${orders.supplierCostCents}::bigint * ${orders.quantity}`;

export interface ProductTypeBucket {
  key: number;
  doc_count: number;
  revenueCents: number;
}

export interface ProductTypeTerms {
  buckets: ProductTypeBucket[];
  sum_other_doc_count: number;
}

export interface SupplierStatsResult {
  count: number;
  revenueCents: number;
  top: ProductTypeTerms;
  periods: {
    key: string;
    key_as_string: string;
    doc_count: number;
    revenueCents: number;
    top: ProductTypeTerms;
  }[];
}

/** The top types by orders (then revenue, then id, so equal counts keep one order) and the rest. */
function topOf(byType: Map<number, ProductTypeBucket>): ProductTypeTerms {
  const all = [...byType.values()].sort(
    (a, b) => b.doc_count - a.doc_count || b.revenueCents - a.revenueCents || a.key - b.key,
  );
  const buckets = all.slice(0, TOP_PRODUCT_TYPES);
  return {
    buckets,
    sum_other_doc_count: all.slice(TOP_PRODUCT_TYPES).reduce((sum, b) => sum + b.doc_count, 0),
  };
}

function add(map: Map<number, ProductTypeBucket>, key: number, count: number, cents: number) {
  const bucket = map.get(key) ?? { key, doc_count: 0, revenueCents: 0 };
  bucket.doc_count += count;
  bucket.revenueCents += cents;
  map.set(key, bucket);
}

/**
 * One grouped query (period x product type): from the supplier rollup (issue 29) for a range of
 * whole days, otherwise over the orders index led by supplier_id and created_at (every supplier's:
 * the one led by created_at); the periods' and the range's totals and top 10 are summed from its
 * rows, at most (periods x product types) of them.
 */
export async function supplierStats(
  db: Executor,
  supplierId: SupplierOf,
  from: Date,
  to: Date,
  interval: SupplierStatsInterval,
): Promise<SupplierStatsResult> {
  // date_trunc's week starts on Monday, as the domain's buckets do; UTC days as §9's dates.
  const days = wholeDaysOf(from, to);
  const period = sql<string>`to_char(date_trunc(${interval}, ${orders.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = days
    ? await supplierDays(db, supplierId, days, interval)
    : await db
        .select({
          period,
          productTypeId: orders.productTypeId,
          n: sql<number>`count(*)`.mapWith(Number),
          cents: sql<number>`coalesce(sum(${cost}), 0)`.mapWith(Number),
        })
        .from(orders)
        .where(
          and(
            bySupplier(supplierId),
            gte(orders.createdAt, from),
            lte(orders.createdAt, to),
            inArray(orders.status, [...COUNTED_STATUSES]),
          ),
        )
        .groupBy(sql`1`, orders.productTypeId);

  const byPeriod = new Map<
    string,
    { count: number; cents: number; types: Map<number, ProductTypeBucket> }
  >();
  const overall = new Map<number, ProductTypeBucket>();
  for (const row of rows) {
    // A type whose counted orders came and went within the range (the rollup's changes sum to 0).
    if (row.n === 0 && row.cents === 0) continue;
    const key = new Date(`${row.period}T00:00:00.000Z`).toISOString();
    const entry = byPeriod.get(key) ?? { count: 0, cents: 0, types: new Map() };
    entry.count += row.n;
    entry.cents += row.cents;
    add(entry.types, row.productTypeId, row.n, row.cents);
    byPeriod.set(key, entry);
    add(overall, row.productTypeId, row.n, row.cents);
  }

  const periods = supplierStatsBuckets(from, to, interval).map((bucket) => {
    const entry = byPeriod.get(bucket.key);
    return {
      ...bucket,
      doc_count: entry?.count ?? 0,
      revenueCents: entry?.cents ?? 0,
      top: topOf(entry?.types ?? new Map()),
    };
  });
  return {
    count: periods.reduce((sum, p) => sum + p.doc_count, 0),
    revenueCents: periods.reduce((sum, p) => sum + p.revenueCents, 0),
    top: topOf(overall),
    periods,
  };
}

/**
 * §3 Supplier transactions, as PENDING_STATUSES and APPROVED_STATUSES define them: the amounts
 * from the supplier rollup (every day, by status), the newest orders from the supplier's index.
 */
export async function supplierTransactions(db: Executor, supplierId: SupplierOf) {
  const owed = [...PENDING_STATUSES, ...APPROVED_STATUSES];
  const where = and(bySupplier(supplierId), inArray(orders.status, owed));
  const totals = (await supplierDays(db, supplierId, { from: null, to: null }, 'all')).reduce(
    (sum, r) => ({
      count: sum.count + r.owed,
      pending: sum.pending + r.pendingCents,
      approved: sum.approved + r.approvedCents,
    }),
    { count: 0, pending: 0, approved: 0 },
  );
  const hits = await preparedRead(db, 'supplierTransactionHits', where, (filter) =>
    db
      .select({
        id: orders.id,
        title: sql<string>`coalesce(nullif(${orders.productName}, ''), ${productTypes.title})`,
      })
      .from(orders)
      .innerJoin(productTypes, eq(productTypes.id, orders.productTypeId))
      .where(filter)
      .orderBy(...NEWEST_FIRST)
      .limit(TRANSACTION_HITS),
  );
  return {
    count: totals.count,
    pendingAmount: fromCents(totals.pending),
    approvedAmount: fromCents(totals.approved),
    hits,
  };
}
