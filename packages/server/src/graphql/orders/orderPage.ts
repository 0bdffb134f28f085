import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { namesReadsOn, preparedRead } from '../../db/preparedReads';
import {
  carriers,
  customers,
  orders,
  productTypes,
  productTypeVariants,
  siteSettings,
  sites,
  trackings,
} from '../../db/schema';
import type { OrderModel } from './model';
import {
  CUSTOMER_SHOWN,
  FULFILL_ROLE_SETTING,
  NEWEST_FIRST,
  printFilesOfOrder,
  TRACKING_SHOWN,
  SITE_SHOWN,
  sellers,
  suppliers,
  supplierShown,
  toOrder,
  toOrderCustomer,
  toOrderPrintFile,
  toOrderSite,
  toOrderSupplier,
  toOrderTracking,
} from './queries';

const fulfillRoles = alias(siteSettings, 'fulfill_roles');

// What the page reads of a row's carrier, product type and variant: the columns the orders lists
// show, keyed by their GraphQL field names (PAGE_SHOWS is made of the keys).
const CARRIER_SHOWN = { id: carriers.id, name: carriers.name, code: carriers.code };
const PRODUCT_TYPE_SHOWN = {
  id: productTypes.id,
  title: productTypes.title,
  sku: productTypes.sku,
  state: productTypes.state,
  personalized: productTypes.personalized,
};
const VARIANT_SHOWN = {
  id: productTypeVariants.id,
  sku: productTypeVariants.sku,
  attributes: productTypeVariants.attributes,
};

/**
 * The fields of a row's carrier, product type and variant that its page answers: the columns it reads
 * of them, and the type's lists, loaded by its id whatever read it (a type on a page never answers
 * its variants: `listed`).
 */
export const PAGE_SHOWS = {
  carrier: new Set(Object.keys(CARRIER_SHOWN)),
  productType: new Set([
    ...Object.keys(PRODUCT_TYPE_SHOWN),
    'categories',
    'print_files',
    'suppliers',
    'product_type_carriers',
    'totalVariant',
    'variants',
  ]),
  variant: new Set(Object.keys(VARIANT_SHOWN)),
} as const;

/**
 * A page of orders, newest first, with the records its rows show (customer, site and seller,
 * supplier, carrier, product type, variant, tracking, the site's Fulfill role, print files). Under 20
 * clients at once the API's time went to statements (a page and eight DataLoader reads of the same
 * 20 rows: building each, sending it, reading its answer), not to the database (issue 29), so the
 * records come in one statement, in two steps:
 * - the page's ids, planned with each call's values (sent unnamed): which index serves a filter
 *   best depends on them (a seller of 100 orders or of 100,000, a day or a year, a search's text),
 *   and planning one table's read is cheap;
 * - the records of those ids, one statement whatever the filter (named: PostgreSQL keeps its plan).
 *   Planning its nine joins again on every call was a quarter of the database's time under the
 *   bench's 20 clients.
 * The embedded database keeps no plans (nothing is named there): its page is one statement, the
 * records around the page's ids, as a second statement cost each page 3-5 ms there.
 * Of a row's carrier, product type and variant it reads what the orders lists show (PAGE_SHOWS): the
 * whole records (descriptions, images, costs and partner data as JSON) were a third of the API's
 * time per page. A field asking for more is answered by the record's loader (orders/resolvers).
 */
export async function orderPage(
  db: Executor,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<OrderModel[]> {
  if (!namesReadsOn(db)) {
    return toOrders(
      await preparedRead(db, 'orderPage', where, (filter) => pageStatement(db, filter), {
        limit,
        offset,
      }),
    );
  }
  const ids = await preparedRead(
    db,
    'orderPageIds',
    where,
    (filter) =>
      db
        .select({ id: orders.id })
        .from(orders)
        .where(filter)
        .orderBy(...NEWEST_FIRST)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    { limit, offset },
    { planPerCall: true },
  );
  if (ids.length === 0) return [];
  const rows = await preparedRead(
    db,
    'orderPageRecords',
    undefined,
    () => pageStatement(db, sql`${orders.id} = any(${sql.placeholder('ids')})`),
    { ids: ids.map((r) => r.id), limit: ids.length, offset: 0 },
  );
  return toOrders(rows);
}

/** The page's rows as order models with the records they show. */
function toOrders(rows: Awaited<ReturnType<ReturnType<typeof pageStatement>['execute']>>) {
  return rows.map((r) => ({
    ...toOrder(r.order),
    related: {
      customer: whole(r.customer, toOrderCustomer),
      site: whole(r.site, toOrderSite),
      siteFulfillRole: r.fulfillRole === 'true',
      supplier: whole(r.supplier, toOrderSupplier),
      carrier: r.carrier && { ...r.carrier, id: String(r.carrier.id) },
      productType: r.productType && { ...r.productType, listed: true },
      variant: r.variant,
      tracking: whole(r.tracking, toOrderTracking),
      printFiles: r.printFiles.map(toOrderPrintFile),
    },
  }));
}

/** The records' statement around a filter, with placeholders for its limit and offset (preparedRead). */
function pageStatement(db: Executor, where: SQL | undefined) {
  const page = db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  // A supplier with several partner records shows one of them, as the supplier's loader does.
  const partnerId = sql<
    number | null
  >`(select max(partner_fulfillments.id) from partner_fulfillments
    where partner_fulfillments.user_id = ${suppliers.id})`;
  return db
    .select({
      order: page._.selectedFields,
      customer: CUSTOMER_SHOWN,
      site: SITE_SHOWN,
      fulfillRole: fulfillRoles.value,
      supplier: supplierShown(partnerId),
      carrier: CARRIER_SHOWN,
      productType: PRODUCT_TYPE_SHOWN,
      variant: VARIANT_SHOWN,
      tracking: TRACKING_SHOWN,
      printFiles: printFilesOfOrder(page.id),
    })
    .from(page)
    .leftJoin(customers, eq(customers.id, page.customerId))
    .leftJoin(sites, eq(sites.id, page.siteId))
    .leftJoin(sellers, eq(sellers.id, sites.userId))
    .leftJoin(
      fulfillRoles,
      and(eq(fulfillRoles.siteId, page.siteId), eq(fulfillRoles.name, FULFILL_ROLE_SETTING)),
    )
    .leftJoin(suppliers, eq(suppliers.id, page.supplierId))
    .leftJoin(carriers, eq(carriers.id, page.carrierId))
    .leftJoin(productTypes, eq(productTypes.id, page.productTypeId))
    .leftJoin(productTypeVariants, eq(productTypeVariants.id, page.productTypeVariantId))
    .leftJoin(trackings, eq(trackings.orderId, page.id))
    .orderBy(sql`${page.createdAt} desc nulls last`, sql`${page.id} desc nulls last`);
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

/**
 * A left-joined record made into its model: drizzle answers null when the join found no row, and
 * types each column of a found one as nullable, though the row has them as its table does.
 */
function whole<T, M>(record: Nullable<T> | null, model: (row: T) => M): M | null {
  return record && model(record as T);
}
