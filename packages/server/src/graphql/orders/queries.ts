import {
  and,
  asc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fromCents } from '@podoffice/domain';
import type { Executor } from '../../db/client';
import { preparedRead } from '../../db/preparedReads';
import {
  customers,
  orderAddresses,
  orderPrintFiles,
  orderStatusCounts,
  orders,
  partnerFulfillments,
  productTypes,
  productTypeVariants,
  siteSettings,
  sites,
  trackings,
  users,
} from '../../db/schema';
import { orderSearchFields, type OrderSearchField, type OrderStatus } from '@podoffice/domain';
import { inKeyOrder, type Batch } from '../loaders';
import type {
  OrderAddress,
  OrderCustomer,
  OrderPrintFile,
  OrderSite,
  OrderSupplier,
  OrderTracking,
} from '../resolvers-types.generated';
import type { OrderModel } from './model';
import type { ProductTypeModel, ProductTypeVariantModel } from '../productTypes/model';
import { toProductType, toVariant } from '../productTypes/queries';
import type { OrderScope } from './scope';
import {
  ordersByStatusInSlice,
  ordersByStatusOverDays,
  wholeDaysOf,
  type OrderSlice,
} from '../../orders/rollups';
import { orderPage } from './orderPage';

type OrderRow = typeof orders.$inferSelect;

/** A row of the columns a selection names (an order's related record, read by a loader or a join). */
export type Shown<T> = {
  [K in keyof T]: T[K] extends SQL<infer V>
    ? V
    : T[K] extends { _: { data: infer D; notNull: infer N } }
      ? N extends true
        ? D
        : D | null
      : never;
};

export function toOrder(row: OrderRow): OrderModel {
  return {
    id: row.id,
    origin_id: row.originId,
    origin_item: row.originItem,
    origin_number: row.originNumber,
    origin_sku: row.originSku,
    product_sku: row.productSku,
    price: fromCents(row.priceCents),
    base_cost: fromCents(row.baseCostCents),
    supplier_cost: fromCents(row.supplierCostCents),
    quantity: row.quantity,
    shipping_cost: fromCents(row.shippingCostCents),
    status: row.status,
    paused_from: row.pausedFrom,
    personalized: row.personalized,
    custom_order: row.customOrder,
    design_status: row.designStatus,
    product_name: row.productName,
    variant_image: row.variantImage,
    amazon_order_id: row.amazonOrderId,
    methodTitle: row.methodTitle,
    label_image_id: row.labelImageId,
    new_partner_order_id: row.newPartnerOrderId,
    partner_error: row.partnerError,
    api_order: row.apiOrder,
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    siteId: row.siteId,
    supplierId: row.supplierId,
    carrierId: row.carrierId,
    customerId: row.customerId,
    productTypeId: row.productTypeId,
    productTypeVariantId: row.productTypeVariantId,
  };
}

/** An orders page after authorization: the caller's scope is already folded into these. */
export interface OrderQuery {
  scope: OrderScope;
  siteIds: readonly number[] | null;
  productTypeIds: readonly number[];
  supplierIds: readonly number[];
  /** The sites of the sellers the filter names (null: no seller named), looked up once. */
  sellerSiteIds: readonly number[] | null;
  from?: Date;
  to?: Date;
  /** An ILIKE pattern (escaped, with its % on both sides) and the text it came from. */
  search?: { pattern: string; text: string; field: OrderSearchField };
  /** The tab: null for all the caller sees. */
  tab: readonly OrderStatus[] | null;
  apiOrder: boolean | null;
  orderId: number | null;
  /**
   * The orders named by id (the bulk bar's Export), within the rest of the filter; null: none
   * named. Optional: an export job stored before it existed has none.
   */
  orderIds?: readonly number[] | null;
  limit: number;
  offset: number;
}

/** 'N000123' or '123' as a POD order id; null when it is neither. */
function podOrderId(text: string): number | null {
  const match = /^n?0*(\d{1,10})$/i.exec(text.trim());
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * Order ids matching one search field, as a subquery each field answers from its own index (the
 * orders columns' trigram indexes, the customers' email, the shipping addresses' method title).
 */
function matchingIds(field: Exclude<OrderSearchField, 'all'>, pattern: string, text: string): SQL {
  const ordersWhere = (condition: SQL | undefined) =>
    sql`select ${orders.id} from ${orders} where ${condition ?? sql`false`}`;
  switch (field) {
    case 'origin_id':
      return ordersWhere(ilike(orders.originId, pattern));
    case 'origin_number':
      return ordersWhere(ilike(orders.originNumber, pattern));
    case 'amazon_order_id':
      return ordersWhere(ilike(orders.amazonOrderId, pattern));
    case 'sku':
      return ordersWhere(or(ilike(orders.productSku, pattern), ilike(orders.originSku, pattern)));
    case 'id': {
      const id = podOrderId(text);
      return ordersWhere(id === null ? undefined : eq(orders.id, id));
    }
    case 'method_title':
      return ordersWhere(ilike(orders.methodTitle, pattern));
    case 'customer_email':
      return sql`select ${orders.id} from ${orders} where ${orders.customerId} in (select ${customers.id} from ${customers} where ${ilike(customers.email, pattern)})`;
  }
}

function searchCondition(
  q: Pick<OrderQuery, 'scope'>,
  search: NonNullable<OrderQuery['search']>,
): SQL {
  const { field, pattern, text } = search;
  if (field === 'origin_id') return ilike(orders.originId, pattern);
  if (field === 'origin_number') return ilike(orders.originNumber, pattern)!;
  if (field === 'amazon_order_id') return ilike(orders.amazonOrderId, pattern)!;
  if (field === 'sku')
    return or(ilike(orders.productSku, pattern), ilike(orders.originSku, pattern))!;
  if (field === 'id') {
    const id = podOrderId(text);
    return id === null ? sql`false` : eq(orders.id, id);
  }
  // The customer's email as EXISTS: the planner may then start from the orders the other filters
  // leave (a week's orders, each customer looked up by id) or from the matching customers.
  if (field === 'method_title') return ilike(orders.methodTitle, pattern)!;
  if (field === 'customer_email') {
    return sql`exists (select 1 from ${customers} where ${and(
      eq(customers.id, orders.customerId),
      ilike(customers.email, pattern),
    )})`;
  }
  // Any field of the caller's view: the union of each field's ids, each read through its own index.
  const fields = orderSearchFields(q.scope.view).filter(
    (f): f is Exclude<OrderSearchField, 'all'> => f !== 'all',
  );
  const union = sql.join(
    fields.map((f) => sql`(${matchingIds(f, pattern, text)})`),
    sql` union `,
  );
  return inArray(orders.id, sql`(${union})`);
}

/** An orders list's filter, without its page: what an export of that list reads. */
export type OrderListFilter = Omit<OrderQuery, 'limit' | 'offset'>;

/** The filter without its tab: what the tabs' counts are taken over. */
function baseWhere(q: OrderListFilter): SQL | undefined {
  return and(
    q.siteIds === null ? undefined : inArray(orders.siteId, [...q.siteIds]),
    q.scope.supplierId === null ? undefined : eq(orders.supplierId, q.scope.supplierId),
    q.productTypeIds.length > 0 ? inArray(orders.productTypeId, [...q.productTypeIds]) : undefined,
    q.supplierIds.length > 0 ? inArray(orders.supplierId, [...q.supplierIds]) : undefined,
    // Ids rather than a subquery on sites, which the planner joined over every order (issue 29).
    q.sellerSiteIds === null
      ? undefined
      : q.sellerSiteIds.length === 0
        ? sql`false`
        : inArray(orders.siteId, [...q.sellerSiteIds]),
    q.from ? gte(orders.createdAt, q.from) : undefined,
    q.to ? lte(orders.createdAt, q.to) : undefined,
    q.apiOrder === null ? undefined : eq(orders.apiOrder, q.apiOrder),
    q.orderId === null ? undefined : eq(orders.id, q.orderId),
    q.orderIds ? inArray(orders.id, [...q.orderIds]) : undefined,
    q.search ? searchCondition(q, q.search) : undefined,
    q.scope.view === 'supplier' ? inArray(orders.status, [...q.scope.statuses]) : undefined,
  );
}

/** The orders of a list with its tab: what an export of the list holds. */
export function orderListWhere(q: OrderListFilter): SQL | undefined {
  const tab = q.tab;
  return and(
    baseWhere(q),
    tab === null ? undefined : tab.length === 0 ? sql`false` : inArray(orders.status, [...tab]),
  );
}

/**
 * The lists' order, newest first, written as the indexes are (drizzle's index .desc() is DESC NULLS
 * LAST; a plain DESC sorts nulls first, which those indexes cannot give, so PostgreSQL sorted every
 * matching order for a page of 20). created_at is never null: the two orders are the same.
 */
export const NEWEST_FIRST = [
  sql`${orders.createdAt} desc nulls last`,
  sql`${orders.id} desc nulls last`,
] as const;

/**
 * How many orders a search counts before it stops (issue 29): past it the list says "1,000+" and
 * each tab's count is a lower bound, its share of the first COUNT_CEILING orders found. A broad
 * search (a word of every fourth shipping method) would otherwise visit every match to count it.
 * At 10,000 counting a broad search read 40,000 orders, half the database's time under 20 clients
 * at once with one search in fourteen calls; at 1,000 it reads 4,000. GitLab caps its lists'
 * counts at 1,000 the same way: nobody pages through 50 pages of a search, they narrow it.
 */
export const COUNT_CEILING = 1_000;

/** Whether a filter is only a range of dates (and api or not): what the per-day counts answer. */
function onlyDates(q: OrderListFilter): boolean {
  return (
    q.siteIds === null &&
    q.scope.supplierId === null &&
    q.scope.view !== 'supplier' &&
    q.productTypeIds.length === 0 &&
    q.supplierIds.length === 0 &&
    q.sellerSiteIds === null &&
    q.orderId === null &&
    !q.orderIds &&
    !q.search
  );
}

/** Ids in both lists (null: no list). */
function both(a: readonly number[] | null, b: readonly number[] | null): readonly number[] | null {
  if (a === null || b === null) return a ?? b;
  return a.filter((id) => b.includes(id));
}

/**
 * The sites and suppliers a filter of any time names, when that is all it names: what
 * order_slice_counts answers. Null for a filter with dates, product types, orders named by id or
 * a search.
 */
function sliceOf(q: OrderListFilter): OrderSlice | null {
  if (
    q.from ||
    q.to ||
    q.productTypeIds.length > 0 ||
    q.orderId !== null ||
    q.orderIds ||
    q.search
  ) {
    return null;
  }
  return {
    siteIds: both(q.siteIds, q.sellerSiteIds),
    supplierIds: both(
      q.scope.supplierId === null ? null : [q.scope.supplierId],
      q.supplierIds.length > 0 ? q.supplierIds : null,
    ),
  };
}

/** Counts of a scope's statuses only: a Supplier's counts leave out the statuses they don't see. */
function ofStatuses(counts: Map<string, number>, scope: OrderScope): Map<string, number> {
  return new Map([...counts].filter(([status]) => (scope.statuses as string[]).includes(status)));
}

/**
 * The tabs' counts of a filter: every order from order_status_counts, a range of whole days from
 * order_day_counts, sites and suppliers of any time from order_slice_counts, a search up to
 * COUNT_CEILING, anything else counted through the index its filter leads with (each ends in
 * status and api_order: an index-only count).
 */
async function countsOf(
  db: Executor,
  q: OrderListFilter,
  base: SQL | undefined,
): Promise<{ counts: Map<string, number>; capped: boolean }> {
  if (baseWhere({ ...q, apiOrder: null }) === undefined) {
    return { counts: await allOrdersByStatus(db, q.apiOrder), capped: false };
  }
  const days = onlyDates(q) ? wholeDaysOf(q.from, q.to) : null;
  if (days) return { counts: await ordersByStatusOverDays(db, days, q.apiOrder), capped: false };
  const slice = sliceOf(q);
  if (slice) {
    const counts = await ordersByStatusInSlice(db, slice, q.apiOrder);
    return { counts: ofStatuses(counts, q.scope), capped: false };
  }
  if (!q.search) {
    // Planned with its values, as the page's ids are (orderPage): the index to count through
    // depends on them.
    const rows = await preparedRead(
      db,
      'ordersByStatus',
      base,
      (filter) =>
        db
          .select({ status: orders.status, n: sql<number>`count(*)`.mapWith(Number) })
          .from(orders)
          .where(filter)
          .groupBy(orders.status),
      {},
      { planPerCall: true },
    );
    return { counts: new Map(rows.map((g) => [g.status, g.n])), capped: false };
  }
  // The first COUNT_CEILING + 1 matches in any order (the scan stops there), counted by status.
  const rows = await preparedRead(
    db,
    'searchByStatus',
    base,
    (filter) => {
      const found = db
        .select({ status: orders.status })
        .from(orders)
        .where(filter)
        .limit(COUNT_CEILING + 1)
        .as('found');
      return db
        .select({ status: found.status, n: sql<number>`count(*)`.mapWith(Number) })
        .from(found)
        .groupBy(found.status);
    },
    {},
    { planPerCall: true },
  );
  const counts = new Map(rows.map((g) => [g.status, g.n]));
  const beyond = rows.reduce((sum, g) => sum + g.n, 0) - COUNT_CEILING;
  if (beyond <= 0) return { counts, capped: false };
  // Past the ceiling the tabs add up to the All tab's 1,000: one match less in the biggest tab
  // leaves every count a lower bound, which is all "1,000+" claims.
  const biggest = rows.reduce((a, b) => (b.n > a.n ? b : a));
  counts.set(biggest.status, biggest.n - beyond);
  return { counts, capped: true };
}

/**
 * A page of orders, its count and the tabs' counts: the page with what its rows show (orderPage:
 * an index read of 20 entries in the list's order, then their records) and, at the same time, the
 * counts per status over the filter without its tab; the count is the tab's share of those counts.
 */
export async function listOrders(db: Executor, q: OrderQuery) {
  const base = baseWhere(q);
  const tab = q.tab;
  const [hits, { counts: countOf, capped }] = await Promise.all([
    tab !== null && tab.length === 0
      ? Promise.resolve([])
      : orderPage(
          db,
          and(base, tab === null ? undefined : inArray(orders.status, [...tab])),
          q.limit,
          q.offset,
        ),
    countsOf(db, q, base),
  ]);
  const aggs = q.scope.statuses.map((key) => ({ key, doc_count: countOf.get(key) ?? 0 }));
  const inTab = tab === null ? q.scope.statuses : tab;
  return {
    count: inTab.reduce((sum, status) => sum + (countOf.get(status) ?? 0), 0),
    count_capped: capped,
    hits,
    aggs,
  };
}

/**
 * Counts per status of the caller's orders on some sites (the dashboard's Internal Order card),
 * from the rollups. Api sites' orders are left out, as the lists the card links to leave them out
 * (they have /orders/ApiOrders), so a card's count is the count its link opens.
 */
export async function countByStatus(
  db: Executor,
  scope: OrderScope,
  siteIds: readonly number[] | null,
): Promise<Map<string, number>> {
  if (siteIds === null && scope.supplierId === null) return allOrdersByStatus(db, false);
  const slice = { siteIds, supplierIds: scope.supplierId === null ? null : [scope.supplierId] };
  return ofStatuses(await ordersByStatusInSlice(db, slice, false), scope);
}

/** Rows of order_status_counts past which a read folds them into one row per status. */
export const ORDER_STATUS_COUNT_ROWS_MAX = 1000;

/**
 * Every order counted by status, from the rows the triggers of migration 0009 keep. When the rows
 * pile up past ORDER_STATUS_COUNT_ROWS_MAX the read folds them (compactOrderStatusCounts).
 */
export async function allOrdersByStatus(
  db: Executor,
  apiOrder: boolean | null,
): Promise<Map<string, number>> {
  const where = apiOrder === null ? undefined : eq(orderStatusCounts.apiOrder, apiOrder);
  const rows = await preparedRead(db, 'allOrdersByStatus', where, (filter) =>
    db
      .select({
        status: orderStatusCounts.status,
        n: sql<number>`sum(${orderStatusCounts.n})`.mapWith(Number),
        rows: sql<number>`count(*)`.mapWith(Number),
      })
      .from(orderStatusCounts)
      .where(filter)
      .groupBy(orderStatusCounts.status),
  );
  if (rows.reduce((sum, r) => sum + r.rows, 0) > ORDER_STATUS_COUNT_ROWS_MAX) {
    await compactOrderStatusCounts(db);
  }
  return new Map(rows.filter((r) => r.n !== 0).map((r) => [r.status, r.n]));
}

/**
 * Folds the count rows into one per status in one statement. Rows a concurrent writer has not
 * committed are not seen, so not deleted; a concurrent fold deletes nothing the first one took.
 */
export async function compactOrderStatusCounts(db: Executor): Promise<void> {
  await db.execute(sql`
    with gone as (delete from ${orderStatusCounts} returning status, api_order, n)
    insert into ${orderStatusCounts} (status, api_order, n)
    select status, api_order, sum(n) from gone group by status, api_order having sum(n) <> 0`);
}

export async function orderRow(db: Executor, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** Rows grouped by order id, in the keys' order. */
function grouped<R>(keys: readonly number[], rows: R[], keyOf: (row: R) => number): R[][] {
  const byKey = new Map<number, R[]>(keys.map((key) => [key, []]));
  for (const row of rows) byKey.get(keyOf(row))?.push(row);
  return keys.map((key) => byKey.get(key) ?? []);
}

export const printFilesByOrder: Batch<number, OrderPrintFile[]> = async (db, keys) => {
  const where = inArray(orderPrintFiles.orderId, [...keys]);
  const rows = await preparedRead(db, 'printFilesByOrder', where, (filter) =>
    db
      .select()
      .from(orderPrintFiles)
      .where(filter)
      .orderBy(...PRINT_FILES_IN_ORDER),
  );
  return grouped(keys, rows, (r) => r.orderId).map((list) => list.map(toOrderPrintFile));
};

const PRINT_FILES_IN_ORDER = [asc(orderPrintFiles.sorting), asc(orderPrintFiles.id)];

/** The columns of a print file an order shows (its row, or an item of printFilesOfOrder). */
type PrintFileShown = Pick<
  typeof orderPrintFiles.$inferSelect,
  'id' | 'productTypePrintFileId' | 'title' | 'mockup' | 'fileId' | 'width' | 'height' | 'note'
>;

export function toOrderPrintFile(r: PrintFileShown): OrderPrintFile {
  return {
    id: r.id,
    product_type_print_file_id: r.productTypePrintFileId,
    title: r.title,
    mockup: r.mockup,
    fileID: r.fileId,
    file_id: r.fileId,
    width: r.width,
    height: r.height,
    note: r.note,
  };
}

/**
 * An order's print files as one JSON column of a statement reading orders (`orderId` is the
 * order's id column there): an orders page reads them with its rows rather than in a statement
 * of their own (issue 29: each statement cost the API as much as its rows).
 */
export function printFilesOfOrder(orderId: AnyColumn | SQL) {
  const f = orderPrintFiles;
  return sql<PrintFileShown[]>`(select coalesce(json_agg(json_build_object(
      'id', ${f.id}, 'productTypePrintFileId', ${f.productTypePrintFileId}, 'title', ${f.title},
      'mockup', ${f.mockup}, 'fileId', ${f.fileId}, 'width', ${f.width}, 'height', ${f.height},
      'note', ${f.note}) order by ${sql.join(PRINT_FILES_IN_ORDER, sql`, `)}), '[]'::json)
    from ${f} where ${f.orderId} = ${orderId})`;
}

/** The columns of a tracking an order shows, and the tracking made of them. */
export const TRACKING_SHOWN = {
  orderId: trackings.orderId,
  id: trackings.id,
  trackingCode: trackings.trackingCode,
  fulfilmentId: trackings.fulfilmentId,
  status: trackings.status,
};
export const toOrderTracking = (r: Shown<typeof TRACKING_SHOWN>): OrderTracking => ({
  id: r.id,
  tracking_code: r.trackingCode,
  fulfilment_id: r.fulfilmentId,
  status: r.status,
});

export const trackingByOrder: Batch<number, OrderTracking> = async (db, keys) => {
  const rows = await db
    .select(TRACKING_SHOWN)
    .from(trackings)
    .where(inArray(trackings.orderId, [...keys]));
  return inKeyOrder(keys, rows, (r) => r.orderId).map((r) => r && toOrderTracking(r));
};

export const CUSTOMER_SHOWN = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  phone: customers.phone,
};
export const toOrderCustomer = (r: Shown<typeof CUSTOMER_SHOWN>): OrderCustomer => ({
  id: r.id,
  first_name: r.firstName,
  last_name: r.lastName,
  email: r.email,
  phone: r.phone,
});

export const customerById: Batch<number, OrderCustomer> = async (db, keys) => {
  const rows = await db
    .select(CUSTOMER_SHOWN)
    .from(customers)
    .where(inArray(customers.id, [...keys]));
  return inKeyOrder(keys, rows.map(toOrderCustomer), (r) => r.id);
};

/** The users an order shows as its site's seller and as its supplier (two joins of users). */
export const sellers = alias(users, 'sellers');
export const suppliers = alias(users, 'suppliers');

/** A site's columns an order shows, with its seller's. */
export const SITE_SHOWN = {
  id: sites.id,
  title: sites.title,
  platform: sites.platform,
  type: sites.type,
  domain: sites.domain,
  userId: sellers.id,
  firstName: sellers.firstName,
  lastName: sellers.lastName,
};
export const toOrderSite = (r: Shown<typeof SITE_SHOWN>): OrderSite => ({
  id: r.id,
  title: r.title,
  platform: r.platform,
  type: r.type,
  domain: r.domain,
  user: { id: r.userId, first_name: r.firstName, last_name: r.lastName },
});

export const siteById: Batch<number, OrderSite> = async (db, keys) => {
  const rows = await db
    .select(SITE_SHOWN)
    .from(sites)
    .innerJoin(sellers, eq(sellers.id, sites.userId))
    .where(inArray(sites.id, [...keys]));
  return inKeyOrder(keys, rows.map(toOrderSite), (r) => r.id);
};

/** The site setting that gives a site the Fulfill role (no 24-hour hold). */
export const FULFILL_ROLE_SETTING = 'fulfill_role';

/** Whether each site has the Fulfill role (site setting fulfill_role, false when never set). */
export const fulfillRoleBySite: Batch<number, boolean> = async (db, keys) => {
  const rows = await db
    .select({ siteId: siteSettings.siteId, value: siteSettings.value })
    .from(siteSettings)
    .where(
      and(inArray(siteSettings.siteId, [...keys]), eq(siteSettings.name, FULFILL_ROLE_SETTING)),
    );
  const on = new Set(rows.filter((r) => r.value === 'true').map((r) => r.siteId));
  return keys.map((key) => on.has(key));
};

/** A supplier's columns an order shows, with the id of their partner record. */
export function supplierShown(partnerId: AnyColumn | SQL<number | null>) {
  return {
    id: suppliers.id,
    firstName: suppliers.firstName,
    lastName: suppliers.lastName,
    partnerId: partnerId as SQL<number | null>,
  };
}
export const toOrderSupplier = (r: Shown<ReturnType<typeof supplierShown>>): OrderSupplier => ({
  id: r.id,
  first_name: r.firstName,
  last_name: r.lastName,
  partner_fulfillment_id: r.partnerId,
});

export const supplierById: Batch<number, OrderSupplier> = async (db, keys) => {
  const rows = await db
    .select(supplierShown(partnerFulfillments.id))
    .from(suppliers)
    .leftJoin(partnerFulfillments, eq(partnerFulfillments.userId, suppliers.id))
    .where(inArray(suppliers.id, [...keys]));
  return inKeyOrder(keys, rows.map(toOrderSupplier), (r) => r.id);
};

/** Both addresses of each order: [billing, shipping]. */
export const addressesByOrder: Batch<number, [OrderAddress | null, OrderAddress | null]> = async (
  db,
  keys,
) => {
  const rows = await db
    .select()
    .from(orderAddresses)
    .where(inArray(orderAddresses.orderId, [...keys]));
  return grouped(keys, rows, (r) => r.orderId).map((list) => {
    const of = (kind: string): OrderAddress | null => {
      const r = list.find((a) => a.kind === kind);
      return r
        ? {
            id: r.id,
            first_name: r.firstName,
            last_name: r.lastName,
            company: r.company,
            phone: r.phone,
            address1: r.address1,
            address2: r.address2,
            city: r.city,
            state: r.state,
            state_code: r.stateCode,
            zip: r.zip,
            country: r.country,
            country_code: r.countryCode,
            method_title: null,
          }
        : null;
    };
    return [of('billing'), of('shipping')];
  });
};

/** An order's product type, as a list item: its variants come one type at a time (productTypeById). */
export const productTypeOfOrder: Batch<number, ProductTypeModel> = async (db, keys) => {
  const rows = await db
    .select()
    .from(productTypes)
    .where(inArray(productTypes.id, [...keys]));
  return inKeyOrder(
    keys,
    rows.map((row) => ({ ...toProductType(row), listed: true })),
    (t) => t.id,
  );
};

export const variantOfOrder: Batch<number, ProductTypeVariantModel> = async (db, keys) => {
  const rows = await db
    .select()
    .from(productTypeVariants)
    .where(inArray(productTypeVariants.id, [...keys]));
  return inKeyOrder(keys, rows.map(toVariant), (v) => v.id);
};
