import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { dashboardInternalOrderCounts, fromCents, hasRole } from '@podoffice/domain';
import { customers, entityLogs, orderComments, orders, users } from '../../db/schema';
import { ORDER_ENTITY_NAME } from '../../orders/model';
import { amountResolvers } from '../amounts';
import { asksOnly } from '../asksOnly';
import { likePattern, page, parseId } from '../args';
import type { Context } from '../context';
import { badInput, forbidden, notFound } from '../errors';
import type { ProductTypeModel, ProductTypeVariantModel } from '../productTypes/model';
import { carrierById } from '../productTypes/queries';
import type { Carrier, CustomerAddressInfo, Resolvers } from '../resolvers-types.generated';
import { countExternalOrders } from './externalOrders';
import { ORDER_READ_MESSAGES, idsOf, orderQueryOf } from './filter';
import { listRead } from '../listReads';
import { PAGE_SHOWS } from './orderPage';
import {
  addressesByOrder,
  countByStatus,
  customerById,
  fulfillRoleBySite,
  listOrders,
  NEWEST_FIRST,
  orderRow,
  printFilesByOrder,
  productTypeOfOrder,
  siteById,
  supplierById,
  toOrder,
  trackingByOrder,
  variantOfOrder,
} from './queries';
import {
  checkOwnSites,
  inScope,
  sellerDashboardSites,
  viewerOrderScope,
  type OrderScope,
} from './scope';

export { ORDER_READ_MESSAGES };
const M = ORDER_READ_MESSAGES;

/** §9: 20 orders a page; 100 is the most one call answers. */
export const ORDER_PAGE = { size: 20, max: 100 } as const;
/** Comments of one order answered at once: far more than a real order collects. */
export const ORDER_COMMENTS_MAX = 500;

/** An order's record that must be there; a missing one answers like a missing order. */
function found<T>(record: T | null | undefined): T {
  if (!record) throw notFound(M.orderNotFound);
  return record;
}

/** One order the caller may read; any other id answers like a missing order. */
async function readableOrder(ctx: Context, rawId: string | number) {
  const scope = await viewerOrderScope(ctx);
  const row = await orderRow(ctx.db, parseId(rawId, M.orderNotFound));
  if (!row || !inScope(scope, row)) throw notFound(M.orderNotFound);
  return row;
}

/**
 * One customer the caller may read: staff any; a Seller those of their own sites; a Supplier those
 * with an order of theirs (they ship to them). Others answer like a missing customer.
 */
async function readableCustomer(ctx: Context, rawId: string | number, scope: OrderScope) {
  const id = parseId(rawId, M.customerNotFound);
  const [row] = await ctx.db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw notFound(M.customerNotFound);
  if (scope.siteIds !== null && !scope.siteIds.includes(row.siteId)) {
    throw notFound(M.customerNotFound);
  }
  if (scope.supplierId !== null) {
    const [order] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.customerId, id),
          eq(orders.supplierId, scope.supplierId),
          inArray(orders.status, [...scope.statuses]),
        ),
      )
      .limit(1);
    if (!order) throw notFound(M.customerNotFound);
  }
  return row;
}

export function toCustomer(row: typeof customers.$inferSelect) {
  const a = row.address;
  const address: CustomerAddressInfo | null = a
    ? {
        address1: a.address1 ?? null,
        address2: a.address2 ?? null,
        city: a.city ?? null,
        state: a.state ?? null,
        state_code: a.state_code ?? null,
        country: a.country ?? null,
        country_code: a.country_code ?? null,
        zip: a.zip ?? null,
      }
    : null;
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    address,
    company: row.company,
    tags: row.tags,
    lists: row.lists,
    site_id: row.siteId,
    created_at: row.createdAt.toISOString(),
  };
}

/** The orders of a scope as a WHERE clause, for reads that are not the list. */
function scopeWhere(scope: OrderScope) {
  return and(
    scope.siteIds === null ? undefined : inArray(orders.siteId, [...scope.siteIds]),
    scope.supplierId === null ? undefined : eq(orders.supplierId, scope.supplierId),
    scope.view === 'supplier' ? inArray(orders.status, [...scope.statuses]) : undefined,
  );
}

export const ordersResolvers: Resolvers = {
  Order: {
    // Each party reads what it pays or is paid (the domain's AMOUNT_READERS): null rather than
    // refused, so every role's page still loads.
    ...amountResolvers('Order'),
    // An orders page read these with its rows (orderPage); a single order loads them.
    print_files: (parent, _args, ctx) =>
      parent.related
        ? parent.related.printFiles
        : ctx
            .loader(printFilesByOrder)
            .load(parent.id)
            .then((v) => v ?? []),
    tracking: (parent, _args, ctx) =>
      parent.related ? parent.related.tracking : ctx.loader(trackingByOrder).load(parent.id),
    customer: (parent, _args, ctx) =>
      parent.related
        ? parent.related.customer
        : parent.customerId === null
          ? null
          : ctx.loader(customerById).load(parent.customerId),
    // What a page read with its rows is answered at once: no promise per field of each row.
    site: (parent, _args, ctx) =>
      parent.related
        ? found(parent.related.site)
        : ctx.loader(siteById).load(parent.siteId).then(found),
    site_fulfill_role: (parent, _args, ctx) =>
      parent.related
        ? parent.related.siteFulfillRole
        : ctx
            .loader(fulfillRoleBySite)
            .load(parent.siteId)
            .then((on) => on ?? false),
    supplier: (parent, _args, ctx) =>
      parent.related
        ? parent.related.supplier
        : parent.supplierId === null
          ? null
          : ctx.loader(supplierById).load(parent.supplierId),
    // A page's carrier, type and variant answer the fields it read of them (PAGE_SHOWS): as the
    // field's model, since asksOnly made sure no other field of it is asked; more loads the record.
    carrier: (parent, _args, ctx, info) =>
      parent.related && asksOnly(info, PAGE_SHOWS.carrier)
        ? (parent.related.carrier as Carrier | null)
        : parent.carrierId === null
          ? null
          : ctx.loader(carrierById).load(parent.carrierId),
    billing: async (parent, _args, ctx) =>
      (await ctx.loader(addressesByOrder).load(parent.id))?.[0] ?? null,
    shipping: async (parent, _args, ctx) => {
      const shipping = (await ctx.loader(addressesByOrder).load(parent.id))?.[1];
      return shipping ? { ...shipping, method_title: parent.methodTitle } : null;
    },
    product_type: (parent, _args, ctx, info) =>
      parent.related && asksOnly(info, PAGE_SHOWS.productType)
        ? found(parent.related.productType as ProductTypeModel | null)
        : ctx.loader(productTypeOfOrder).load(parent.productTypeId).then(found),
    product_type_variant: (parent, _args, ctx, info) =>
      parent.related && asksOnly(info, PAGE_SHOWS.variant)
        ? found(parent.related.variant as ProductTypeVariantModel | null)
        : ctx.loader(variantOfOrder).load(parent.productTypeVariantId).then(found),
  },

  // What the shopper paid is the seller's and the platform's, not the supplier's (AMOUNT_READERS).
  CustomerOrder: amountResolvers('CustomerOrder'),
  CustomerOrderList: amountResolvers('CustomerOrderList'),
  Query: {
    orders: async (_parent, { filter }, ctx) => {
      const { limit, offset } = page(filter, ORDER_PAGE.size, ORDER_PAGE.max);
      const q = { ...(await orderQueryOf(ctx, filter)), limit, offset };
      return listRead(ctx, (db) => listOrders(db, q));
    },

    order: async (_parent, { id }, ctx) => toOrder(await readableOrder(ctx, id)),
    orderById: async (_parent, { id }, ctx) => toOrder(await readableOrder(ctx, id)),

    ordersByCustomer: async (_parent, { cus_id, limit: rawLimit, offset: rawOffset }, ctx) => {
      const scope = await viewerOrderScope(ctx);
      const customer = await readableCustomer(ctx, cus_id, scope);
      const { limit, offset } = page(
        { limit: rawLimit, offset: rawOffset },
        ORDER_PAGE.size,
        ORDER_PAGE.max,
      );
      const where = and(eq(orders.customerId, customer.id), scopeWhere(scope));
      const [rows, [totals]] = await Promise.all([
        ctx.db
          .select()
          .from(orders)
          .where(where)
          .orderBy(...NEWEST_FIRST)
          .limit(limit)
          .offset(offset),
        ctx.db
          .select({
            n: sql<number>`count(*)`.mapWith(Number),
            value:
              sql<number>`coalesce(sum(${orders.priceCents}::bigint * ${orders.quantity}), 0)`.mapWith(
                Number,
              ),
          })
          .from(orders)
          .where(where),
      ]);
      return {
        count: totals?.n ?? 0,
        lifetime_value: fromCents(totals?.value ?? 0),
        hits: rows.map((r) => ({
          id: r.id,
          product: r.productName,
          variant: r.productSku,
          price: fromCents(r.priceCents),
          quantity: r.quantity,
          created_at: r.createdAt.toISOString(),
          status: r.status,
        })),
      };
    },

    customers: async (_parent, { filter }, ctx) => {
      const viewer = await ctx.viewer();
      // §2: /customers is the Administrator's.
      if (!hasRole(viewer, 'Administrator')) throw forbidden();
      const { limit, offset } = page(filter, ORDER_PAGE.size, ORDER_PAGE.max);
      const pattern = likePattern(filter?.search);
      const where = pattern
        ? or(
            ilike(customers.email, pattern),
            sql`(coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '')) ilike ${pattern}`,
            ilike(customers.phone, pattern),
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select()
          .from(customers)
          .where(where)
          .orderBy(desc(customers.createdAt), desc(customers.id))
          .limit(limit)
          .offset(offset),
        ctx.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(customers)
          .where(where),
      ]);
      return { count: total?.n ?? 0, hits: rows.map(toCustomer) };
    },

    customerById: async (_parent, { id }, ctx) =>
      toCustomer(await readableCustomer(ctx, id, await viewerOrderScope(ctx))),

    OrderComments: async (_parent, { order_id }, ctx) => {
      const order = await readableOrder(ctx, order_id);
      const rows = await ctx.db
        .select({
          id: orderComments.id,
          createdAt: orderComments.createdAt,
          content: orderComments.content,
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(orderComments)
        .leftJoin(users, eq(users.id, orderComments.userId))
        .where(eq(orderComments.orderId, order.id))
        .orderBy(asc(orderComments.createdAt), asc(orderComments.id))
        .limit(ORDER_COMMENTS_MAX);
      return rows.map((r) => ({
        id: r.id,
        created_at: r.createdAt.toISOString(),
        order_id: order.id,
        author:
          r.userId === null
            ? null
            : { id: r.userId, first_name: r.firstName ?? '', last_name: r.lastName ?? '' },
        comment: { user_content: r.content },
      }));
    },

    entityLogs: async (_parent, { filter }, ctx) => {
      if (filter.entity_name !== ORDER_ENTITY_NAME) throw badInput(M.entityInvalid);
      const order = await readableOrder(ctx, filter.id);
      const { limit, offset } = page(filter, 100, 100);
      const where = and(
        eq(entityLogs.entityName, ORDER_ENTITY_NAME),
        eq(entityLogs.entityId, order.id),
      );
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select()
          .from(entityLogs)
          .where(where)
          .orderBy(desc(entityLogs.createdAt), desc(entityLogs.id))
          .limit(limit)
          .offset(offset),
        ctx.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(entityLogs)
          .where(where),
      ]);
      return {
        count: total?.n ?? 0,
        hits: rows.map((r) => ({
          id: r.id,
          created_at: r.createdAt.toISOString(),
          entity_id: r.entityId,
          entity_name: r.entityName,
          message: r.message,
        })),
      };
    },

    dashboard: async (_parent, { filter }, ctx) => {
      const viewer = await ctx.viewer();
      const scope = await viewerOrderScope(ctx);
      const asked = idsOf(filter?.site_ids, M.idInvalid);
      checkOwnSites(scope, asked);
      const siteIds =
        asked.length > 0 ? asked : scope.view === 'seller' ? sellerDashboardSites(viewer) : null;
      // Side by side: two statements on two connections, not one after the other.
      const [counts, external] = await Promise.all([
        listRead(ctx, (db) => countByStatus(db, scope, siteIds)),
        countExternalOrders(ctx.db, scope, siteIds),
      ]);
      return {
        // The same numbers as the list's tabs (the domain's rule for the card).
        internal_order: dashboardInternalOrderCounts(
          [...counts].map(([key, doc_count]) => ({ key, doc_count })),
          scope.view,
        ),
        external_order: { all: external },
      };
    },
  },
};
