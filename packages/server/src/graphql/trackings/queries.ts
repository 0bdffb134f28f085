import { and, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  TRACKING_STATUSES,
  TRACKING_PAGE_SIZE,
  isTrackingSearchField,
  isTrackingStatus,
  parseOrderRef,
  type OrderStatus,
  type TrackingSearchField,
  type TrackingStatus,
} from '@podoffice/domain';
import type { Executor } from '../../db/client';
import { orders, trackingStatusCounts, trackings } from '../../db/schema';
import { distinctValues, likePattern, page, parseIsoDate } from '../args';
import type { Context } from '../context';
import { badInput } from '../errors';
import { idsOf } from '../orders/filter';
import { checkOwnSites, viewerOrderScope, type OrderScope } from '../orders/scope';
import type { TrackingFilter } from '../resolvers-types.generated';
import { toTracking, type TrackingModel } from './model';

/** Texts of the trackings reads' refusals (not in the spec; written in its voice). */
export const TRACKING_READ_MESSAGES = {
  statusInvalid: (status: string) => `Unknown tracking status: ${status.slice(0, 40)}`,
  fieldInvalid: 'Unknown search field',
  aggsByInvalid: 'Trackings are counted by status only',
  idInvalid: 'An id of the filter is not valid',
  rangeInvalid: 'from must not be after to',
} as const;
const M = TRACKING_READ_MESSAGES;

/** The most trackings one page answers. */
export const TRACKING_PAGE_MAX = 100;

/** A trackings filter checked and folded into the caller's orders scope. */
export interface TrackingQuery {
  /** A Seller's own sites or the chosen ones; null: every site. */
  siteIds: readonly number[] | null;
  /** A Supplier's own orders in the statuses they see. */
  supplierId: number | null;
  supplierStatuses: readonly OrderStatus[] | null;
  from?: Date;
  to?: Date;
  search?: { pattern: string; text: string; field: TrackingSearchField };
  /** The tab's statuses; null: all. */
  tab: readonly TrackingStatus[] | null;
}

/** The filter of trackingList and exportTracking, checked (spec 2 §2 Trackings). */
export async function trackingQueryOf(
  ctx: Context,
  filter: TrackingFilter | null | undefined,
  scope?: OrderScope,
): Promise<TrackingQuery> {
  const own = scope ?? (await viewerOrderScope(ctx));
  if (filter?.aggs_by && filter.aggs_by !== 'status') throw badInput(M.aggsByInvalid);
  const field = filter?.field || 'all';
  if (!isTrackingSearchField(field)) throw badInput(M.fieldInvalid);
  const statuses = distinctValues(filter?.status, 'status');
  for (const status of statuses ?? []) {
    if (!isTrackingStatus(status)) throw badInput(M.statusInvalid(status));
  }
  const siteIds = idsOf(filter?.site_ids, M.idInvalid);
  checkOwnSites(own, siteIds);
  const from = parseIsoDate(filter?.from, 'from', 'start');
  const to = parseIsoDate(filter?.to, 'to', 'end');
  if (from && to && from > to) throw badInput(M.rangeInvalid);
  const pattern = likePattern(filter?.search);
  return {
    siteIds: siteIds.length > 0 ? siteIds : own.siteIds,
    supplierId: own.supplierId,
    supplierStatuses: own.supplierId === null ? null : own.statuses,
    from,
    to,
    search: pattern ? { pattern, text: filter!.search!.trim(), field } : undefined,
    tab: statuses as TrackingStatus[] | null,
  };
}

/** The order conditions of a query, as one EXISTS over the tracking's order (none when none). */
function orderCondition(q: TrackingQuery, search?: SQL): SQL | undefined {
  const parts: SQL[] = [];
  if (q.supplierId !== null) parts.push(eq(orders.supplierId, q.supplierId));
  if (q.supplierStatuses) parts.push(inArray(orders.status, [...q.supplierStatuses]));
  if (search) parts.push(search);
  if (parts.length === 0) return undefined;
  return sql`exists (select 1 from ${orders} where ${orders.id} = ${trackings.orderId} and ${and(...parts)})`;
}

/**
 * The search (§2 "search with field"). Each field is one index read: the code by its trigram
 * index, the shop's order number and id by the orders' trigram indexes then the trackings' order
 * index, the POD order id by the order index; All is the union of those ids, not an OR that
 * would read every tracking.
 */
function searchCondition(q: TrackingQuery): SQL | undefined {
  if (!q.search) return undefined;
  const { pattern, text, field } = q.search;
  const orderId = parseOrderRef(text);
  const ofOrders = (...columns: (typeof orders.originNumber | typeof orders.originId)[]) =>
    sql`select ${orders.id} from ${orders} where ${or(...columns.map((c) => ilike(c, pattern)))}`;
  switch (field) {
    case 'tracking_code':
      return ilike(trackings.trackingCode, pattern);
    case 'order_id':
      return orderId === null ? sql`false` : eq(trackings.orderId, orderId);
    case 'origin_number':
      return sql`${trackings.orderId} in (${ofOrders(orders.originNumber)})`;
    case 'origin_id':
      return sql`${trackings.orderId} in (${ofOrders(orders.originId)})`;
    case 'all':
      return sql`${trackings.id} in (
        select ${trackings.id} from ${trackings} where ${ilike(trackings.trackingCode, pattern)}
        union
        select ${trackings.id} from ${trackings}
          where ${trackings.orderId} in (${ofOrders(orders.originNumber, orders.originId)})
        ${orderId === null ? sql`` : sql`union select ${trackings.id} from ${trackings} where ${eq(trackings.orderId, orderId)}`}
      )`;
  }
}

/** The rows of a query without its tab (what the tabs count), or with it. */
export function trackingWhere(q: TrackingQuery, withTab = true): SQL | undefined {
  return and(
    q.siteIds === null ? undefined : inArray(trackings.siteId, [...q.siteIds]),
    q.from ? gte(trackings.createdAt, q.from) : undefined,
    q.to ? lte(trackings.createdAt, q.to) : undefined,
    orderCondition(q),
    searchCondition(q),
    withTab && q.tab !== null ? inArray(trackings.status, [...q.tab]) : undefined,
  );
}

/**
 * Newest first, as the creation indexes are ordered (DESC NULLS LAST): a plain DESC (nulls first)
 * would sort every matching row instead of reading the first page from the index.
 */
export const NEWEST_FIRST = [
  sql`${trackings.createdAt} desc nulls last`,
  sql`${trackings.id} desc nulls last`,
];

/** Rows of tracking_status_counts past which a read folds them into one row per site and status. */
export const TRACKING_STATUS_COUNT_ROWS_MAX = 2000;

/**
 * The tabs' counts. Without a search, dates or a Supplier's scope they come from the rollup of
 * migration 0014 (every site, or the chosen ones); otherwise from the filter's own rows.
 */
async function countsByStatus(
  db: Executor,
  q: TrackingQuery,
): Promise<{ status: string; n: number }[]> {
  if (!q.search && !q.from && !q.to && q.supplierId === null) {
    const rows = await db
      .select({
        status: trackingStatusCounts.status,
        n: sql<number>`sum(${trackingStatusCounts.n})`.mapWith(Number),
        rows: sql<number>`count(*)`.mapWith(Number),
      })
      .from(trackingStatusCounts)
      .where(q.siteIds === null ? undefined : inArray(trackingStatusCounts.siteId, [...q.siteIds]))
      .groupBy(trackingStatusCounts.status);
    if (
      q.siteIds === null &&
      rows.reduce((n, r) => n + r.rows, 0) > TRACKING_STATUS_COUNT_ROWS_MAX
    ) {
      await compactTrackingStatusCounts(db);
    }
    return rows;
  }
  return db
    .select({ status: trackings.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(trackings)
    .where(trackingWhere(q, false))
    .groupBy(trackings.status);
}

/** Folds the count rows into one per site and status in one statement (as the orders' counts). */
export async function compactTrackingStatusCounts(db: Executor): Promise<void> {
  await db.execute(sql`
    with gone as (delete from ${trackingStatusCounts} returning site_id, status, n)
    insert into ${trackingStatusCounts} (site_id, status, n)
    select site_id, status, sum(n) from gone group by site_id, status having sum(n) <> 0`);
}

export interface TrackingListResult {
  count: number;
  hits: TrackingModel[];
  aggs: { key: string; doc_count: number }[];
}

/**
 * One page of trackings, newest first, with the count of its tab and the count of every tab: two
 * statements (the tabs' counts from the site-and-status index; the page by creation date).
 */
export async function listTrackings(
  db: Executor,
  q: TrackingQuery,
  filter: { limit?: number | null; offset?: number | null } | null | undefined,
): Promise<TrackingListResult> {
  const { limit, offset } = page(filter, TRACKING_PAGE_SIZE, TRACKING_PAGE_MAX);
  const [counts, rows] = await Promise.all([
    countsByStatus(db, q),
    db
      .select()
      .from(trackings)
      .where(trackingWhere(q))
      .orderBy(...NEWEST_FIRST)
      .limit(limit)
      .offset(offset),
  ]);
  const byStatus = new Map(counts.map((c) => [c.status, c.n]));
  const count = (q.tab ?? TRACKING_STATUSES).reduce((n, s) => n + (byStatus.get(s) ?? 0), 0);
  return {
    count,
    hits: rows.map(toTracking),
    aggs: TRACKING_STATUSES.map((key) => ({ key, doc_count: byStatus.get(key) ?? 0 })),
  };
}
