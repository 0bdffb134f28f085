import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import {
  ORDER_BULK_EDIT_MAX,
  ORDER_COMMENT_MESSAGES,
  ORDER_COMMENTS_PER_MINUTE,
  ORDER_EDIT_MESSAGES as E,
  PRODUCT_TYPE_LIMITS,
  PRODUCT_TYPE_MESSAGES,
  canReadProductType,
  canReadProductTypes,
  carrierPriceLabel,
  customerInfoErrors,
  fromCents,
  orderCommentError,
  orderQuantityError,
  toCents,
  type CustomerInfoInput,
} from '@podoffice/domain';
import { hitThrottle } from '../../auth/throttle';
import type { Executor } from '../../db/client';
import {
  activityLogs,
  carriers,
  customers,
  orderAddresses,
  orderComments,
  orders,
  productTypes,
  productTypeVariants,
  users,
} from '../../db/schema';
import { ORDER_ACTIVITY_TYPES } from '../../orders/model';
import { CUSTOMER_ACTIVITY_TYPES } from './customers';
import { orderPricing, type OrderPricing } from '../../orders/pricing';
import { parseId } from '../args';
import type { Context } from '../context';
import { badInput, forbidden, notFound, tooManyRequests } from '../errors';
import { toVariant, supplierIdsOf } from '../productTypes/queries';
import type { Resolvers } from '../resolvers-types.generated';
import { actOnOrder, actOnOrders, actorName, mayEverAct, type OrderRow } from './act';
import { toOrder } from './queries';
import { ORDER_COMMENTS_MAX } from './resolvers';

/** Not in the spec: what productVariant answers at most (a product type's whole grid). */
export const PRODUCT_VARIANT_MAX = PRODUCT_TYPE_LIMITS.variantsMax;

/** The comment throttle: ORDER_COMMENTS_PER_MINUTE per person per order (see createComment). */
const COMMENT_RULE = { limit: ORDER_COMMENTS_PER_MINUTE, windowMs: 60_000 };

/** Not in the spec: an order's Comments drawer shows its first ORDER_COMMENTS_MAX comments. */
export const ORDER_COMMENT_FULL = `This order has ${ORDER_COMMENTS_MAX} comments, no more can be added.`;

const clean = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/** The first rule customer_info breaks, as §5 words it, or nothing. */
function checkCustomerInfo(info: CustomerInfoInput) {
  const [first] = Object.values(customerInfoErrors(info));
  if (first) throw badInput(first);
}

/** An order's product variant, supplier and carrier priced now; a refusal naming what is gone. */
async function pricedOrRefused(
  tx: Executor,
  order: OrderRow,
  asked: { variantId?: number; supplierId?: number | null; carrierId?: number | null },
): Promise<OrderPricing> {
  const pricing = await orderPricing(tx, {
    variantId: asked.variantId ?? order.productTypeVariantId,
    supplierId: asked.supplierId === undefined ? order.supplierId : asked.supplierId,
    carrierId: asked.carrierId === undefined ? order.carrierId : asked.carrierId,
  });
  if (!pricing) throw badInput(E.variantNotFound);
  if (pricing.productTypeId !== order.productTypeId) throw badInput(E.variantNotOfType(order.id));
  if (!pricing.supplierOfType) throw badInput(E.supplierNotOfType(order.id));
  if (!pricing.carrierOfType) {
    const [carrier] = await tx
      .select({ name: carriers.name })
      .from(carriers)
      .where(eq(carriers.id, asked.carrierId ?? order.carrierId ?? 0));
    throw badInput(E.carrierNotOfType(carrier?.name ?? '', order.id));
  }
  return pricing;
}

/** The order ids of a bulk edit: at least one, at most ORDER_BULK_EDIT_MAX, each once. */
function bulkIds(ids: readonly (string | number)[]): (string | number)[] {
  // Counted as sent, before anything else: a list of a million copies of one id is refused too.
  if (ids.length > ORDER_BULK_EDIT_MAX) throw badInput(E.tooManyOrders);
  const unique = [...new Set(ids.map(String))];
  if (unique.length === 0) throw badInput(E.noOrders);
  return unique;
}

/** Refuses callers none of whose roles ever has `action` before anything else is read. */
async function mayAct(ctx: Context, action: Parameters<typeof mayEverAct>[1]) {
  const viewer = await ctx.viewer();
  if (!mayEverAct(viewer, action)) throw forbidden();
  return viewer;
}

/** Whether an order other than `orderId` refers to the customer. */
async function sharedCustomer(tx: Executor, customerId: number, orderId: number): Promise<boolean> {
  const [other] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), ne(orders.id, orderId)))
    .limit(1);
  return Boolean(other);
}

/**
 * Removes a customer no order refers to any more: their data has no reason to stay. One statement,
 * so an order linked to them meanwhile keeps them.
 */
async function dropOrphanCustomer(tx: Executor, customerId: number | null) {
  if (customerId === null) return;
  const dropped = await tx
    .delete(customers)
    .where(
      and(
        eq(customers.id, customerId),
        sql`not exists (select 1 from ${orders} where ${orders.customerId} = ${customerId})`,
      ),
    )
    .returning({ id: customers.id });
  if (dropped.length === 0) return;
  // Their edits on the customer page logged the data before and after: it goes with them.
  await tx
    .update(activityLogs)
    .set({
      oldData: sql`jsonb_build_object('id', ${customerId}::int, 'erased', true)`,
      newData: sql`jsonb_build_object('id', ${customerId}::int, 'erased', true)`,
    })
    .where(
      and(
        eq(activityLogs.type, CUSTOMER_ACTIVITY_TYPES.update),
        sql`(${activityLogs.newData} ->> 'id') = ${String(customerId)}`,
      ),
    );
}

const contactOf = (c: typeof customers.$inferSelect | undefined) =>
  c ? { first_name: c.firstName, last_name: c.lastName, email: c.email, phone: c.phone } : null;

const shippingOf = (a: typeof orderAddresses.$inferSelect | undefined) =>
  a
    ? {
        first_name: a.firstName,
        last_name: a.lastName,
        company: a.company,
        phone: a.phone,
        address1: a.address1,
        address2: a.address2,
        city: a.city,
        state: a.state,
        state_code: a.stateCode,
        zip: a.zip,
        country: a.country,
        country_code: a.countryCode,
      }
    : null;

/**
 * The order edits of spec 2 §7 Orders: updateCustomerInfo, createComment, reMapOrderVariant,
 * updateOrderQuantity, AssignOrderSupplier, assignOrderCarrier, deleteOrderInfo and the
 * productVariant read of the Change variant modal. Each change is an actOnOrder (or actOnOrders):
 * the state machine decides, the change and its two log lines share a transaction, and input is
 * checked inside it, after the caller's rights, so a refusal changes nothing.
 */
export const orderEditResolvers: Resolvers = {
  Query: {
    productVariant: async (_parent, { product_id }, ctx) => {
      const viewer = await ctx.viewer();
      // Whoever reads product types (Accounting does not); a type they may not read (a Seller and
      // a paused type, a Supplier and a type they do not supply) answers like a missing one.
      if (!canReadProductTypes(viewer)) throw forbidden();
      const typeId = parseId(product_id, PRODUCT_TYPE_MESSAGES.notFound);
      const [type] = await ctx.db
        .select({ state: productTypes.state, personalized: productTypes.personalized })
        .from(productTypes)
        .where(eq(productTypes.id, typeId));
      const supplierIds = (await supplierIdsOf(ctx.db, [typeId])).get(typeId) ?? [];
      if (!type || !canReadProductType(viewer, { ...type, supplierIds })) {
        throw notFound(PRODUCT_TYPE_MESSAGES.notFound);
      }
      const rows = await ctx.db
        .select()
        .from(productTypeVariants)
        .where(
          and(
            eq(productTypeVariants.productTypeId, typeId),
            eq(productTypeVariants.isActive, true),
          ),
        )
        .orderBy(asc(productTypeVariants.sorting), asc(productTypeVariants.id))
        .limit(PRODUCT_VARIANT_MAX);
      return rows.map(toVariant);
    },
  },

  Mutation: {
    updateCustomerInfo: async (_parent, { order_id, customer_info }, ctx) => {
      const viewer = await ctx.viewer();
      const row = await actOnOrder(ctx, order_id, 'editCustomerInfo', async (tx, order) => {
        checkCustomerInfo(customer_info);
        const c = customer_info.customer;
        const s = customer_info.shipping;
        const contact = {
          firstName: clean(c.first_name),
          lastName: clean(c.last_name),
          email: clean(c.email)?.toLowerCase() ?? null,
          phone: clean(c.phone),
        };
        const [before] = order.customerId
          ? await tx.select().from(customers).where(eq(customers.id, order.customerId))
          : [];
        const [oldShipping] = await tx
          .select()
          .from(orderAddresses)
          .where(and(eq(orderAddresses.orderId, order.id), eq(orderAddresses.kind, 'shipping')));

        // The customers table holds one row per email per site, shared by that shopper's orders
        // (the /customers screen and their order history read it). An edit of one order's
        // contact is read as a correction of the person:
        // - same email (or a new one): the order is linked to the site's customer of that email,
        //   created when there is none, and that row takes the typed name and phone, so every
        //   order of that shopper shows the corrected contact (the row is one person, it cannot
        //   hold two names for one email); the customer the order left keeps its other orders;
        // - no email: rows without an email are one per order (createOrders makes them so), so
        //   the order's own row is corrected in place, or one is made for it. A row without an
        //   email that other orders share (an Administrator cleared the email of a shopper on
        //   /customers) is left to them: this order gets a row of its own.
        // A customer no order refers to any more is removed: their data has no reason to stay.
        let customerId: number;
        if (contact.email !== null) {
          const [linked] = await tx
            .insert(customers)
            .values({
              siteId: order.siteId,
              ...contact,
              address: before?.address ?? null,
              createdAt: ctx.now,
              updatedAt: ctx.now,
            })
            .onConflictDoUpdate({
              target: [customers.siteId, customers.email],
              targetWhere: sql`${customers.email} is not null`,
              set: {
                firstName: contact.firstName,
                lastName: contact.lastName,
                phone: contact.phone,
                updatedAt: ctx.now,
              },
            })
            .returning({ id: customers.id });
          customerId = linked!.id;
        } else if (
          before &&
          before.email === null &&
          !(await sharedCustomer(tx, before.id, order.id))
        ) {
          await tx
            .update(customers)
            .set({ ...contact, updatedAt: ctx.now })
            .where(eq(customers.id, before.id));
          customerId = before.id;
        } else {
          const [made] = await tx
            .insert(customers)
            .values({
              siteId: order.siteId,
              ...contact,
              address: before?.address ?? null,
              createdAt: ctx.now,
              updatedAt: ctx.now,
            })
            .returning({ id: customers.id });
          customerId = made!.id;
        }
        await tx
          .update(orders)
          .set({ customerId, updatedAt: ctx.now })
          .where(eq(orders.id, order.id));
        if (before && before.id !== customerId) await dropOrphanCustomer(tx, before.id);

        const shipping = {
          firstName: clean(s.first_name),
          lastName: clean(s.last_name),
          company: clean(s.company),
          phone: clean(s.phone),
          address1: clean(s.address1),
          address2: clean(s.address2),
          city: clean(s.city),
          state: clean(s.state),
          stateCode: clean(s.state_code),
          zip: clean(s.zip),
          country: clean(s.country),
          countryCode: clean(s.country_code),
        };
        const [afterShipping] = await tx
          .insert(orderAddresses)
          .values({ orderId: order.id, kind: 'shipping', ...shipping })
          .onConflictDoUpdate({
            target: [orderAddresses.orderId, orderAddresses.kind],
            set: shipping,
          })
          .returning();
        return {
          activity: ORDER_ACTIVITY_TYPES.updateCustomerInfo,
          message: `Customer info updated by ${actorName(viewer)}`,
          oldData: { customer: contactOf(before), shipping: shippingOf(oldShipping) },
          newData: {
            customer: {
              first_name: contact.firstName,
              last_name: contact.lastName,
              email: contact.email,
              phone: contact.phone,
            },
            shipping: shippingOf(afterShipping),
          },
        };
      });
      return toOrder(row);
    },

    createComment: async (_parent, { order_id, comment }, ctx) => {
      const viewer = await ctx.viewer();
      let written: typeof orderComments.$inferSelect | undefined;
      await actOnOrder(ctx, order_id, 'comment', async (tx, order) => {
        const error = orderCommentError(comment);
        if (error) throw badInput(error);
        // Flooding: the request throttles (src/auth/limits.ts) count sign-in, sign-up, reset and
        // mail calls only, and graphql-armor (limits.ts) bounds one document, not how often it is
        // sent; so each person may write ORDER_COMMENTS_PER_MINUTE comments per order per minute,
        // counted in this transaction (a refused or failed comment takes its hit back), and an
        // order takes no more comments than its drawer shows.
        const hit = await hitThrottle(
          tx,
          `order-comment:${viewer.id}:${order.id}`,
          COMMENT_RULE,
          ctx.now,
        );
        if (!hit.allowed) {
          throw tooManyRequests(ORDER_COMMENT_MESSAGES.tooFast, hit.retryAt, ctx.now);
        }
        const [existing] = await tx
          .select({ n: count() })
          .from(orderComments)
          .where(eq(orderComments.orderId, order.id));
        if ((existing?.n ?? 0) >= ORDER_COMMENTS_MAX) throw badInput(ORDER_COMMENT_FULL);
        [written] = await tx
          .insert(orderComments)
          .values({
            orderId: order.id,
            userId: viewer.id,
            content: comment.trim(),
            createdAt: ctx.now,
          })
          .returning();
        return {
          activity: ORDER_ACTIVITY_TYPES.comment,
          message: `Comment added by ${actorName(viewer)}`,
          newData: { comment_id: written!.id },
        };
      });
      return {
        id: written!.id,
        created_at: written!.createdAt.toISOString(),
        order_id: written!.orderId,
        author: {
          id: viewer.id,
          first_name: viewer.user.first_name ?? '',
          last_name: viewer.user.last_name ?? '',
        },
        comment: { user_content: written!.content },
      };
    },

    reMapOrderVariant: async (_parent, { orderId, variantId }, ctx) => {
      const viewer = await ctx.viewer();
      const row = await actOnOrder(ctx, orderId, 'editVariant', async (tx, order) => {
        const id = /^\d{1,10}$/.test(String(variantId)) ? Number(variantId) : NaN;
        if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
          throw badInput(E.variantNotFound);
        }
        if (id === order.productTypeVariantId) throw badInput(E.sameVariant);
        // The order keeps its supplier and carrier: their prices on the new variant are read again
        // (a seller changing a size does not choose who prints or ships it).
        const pricing = await pricedOrRefused(tx, order, { variantId: id });
        if (!pricing.isActive) throw badInput(E.variantInactive);
        const next = {
          productTypeVariantId: pricing.variantId,
          productSku: pricing.sku,
          baseCostCents: pricing.baseCostCents,
          supplierCostCents: order.supplierId === null ? 0 : pricing.supplierCostCents,
          shippingCostCents:
            order.carrierId === null ? 0 : pricing.shippingCostCents(order.quantity),
        };
        await tx
          .update(orders)
          .set({ ...next, updatedAt: ctx.now })
          .where(eq(orders.id, order.id));
        const money = (o: Omit<typeof next, 'productSku'> & { productSku: string | null }) => ({
          product_type_variant_id: o.productTypeVariantId,
          product_sku: o.productSku,
          base_cost: fromCents(o.baseCostCents),
          supplier_cost: fromCents(o.supplierCostCents),
          shipping_cost: fromCents(o.shippingCostCents),
        });
        return {
          activity: ORDER_ACTIVITY_TYPES.changeVariant,
          message: `Variant changed from ${order.productSku ?? '-'} to ${pricing.sku} by ${actorName(viewer)}`,
          oldData: money(order),
          newData: money(next),
        };
      });
      return toOrder(row);
    },

    updateOrderQuantity: async (_parent, { orderId, quantity }, ctx) => {
      const viewer = await ctx.viewer();
      const row = await actOnOrder(ctx, orderId, 'editQuantity', async (tx, order) => {
        const error = orderQuantityError(quantity);
        if (error) throw badInput(error);
        // §5 'Fee Ship(item >= 2)': the shipping cost counts the items, so it is priced again for
        // the new quantity (on the order's carrier, at today's price); base and supplier costs are
        // per item and stay as they are (refreshOrder reads those again).
        const shippingCostCents =
          order.carrierId === null
            ? 0
            : (await pricedOrRefused(tx, order, {})).shippingCostCents(quantity);
        await tx
          .update(orders)
          .set({ quantity, shippingCostCents, updatedAt: ctx.now })
          .where(eq(orders.id, order.id));
        return {
          activity: ORDER_ACTIVITY_TYPES.changeQuantity,
          message: `Quantity changed from ${order.quantity} to ${quantity} by ${actorName(viewer)}`,
          oldData: { quantity: order.quantity, shipping_cost: fromCents(order.shippingCostCents) },
          newData: { quantity, shipping_cost: fromCents(shippingCostCents) },
        };
      });
      return toOrder(row);
    },

    AssignOrderSupplier: async (_parent, { order_ids, order_id, supplier_id }, ctx) => {
      const viewer = await mayAct(ctx, 'assignSupplier');
      const ids = bulkIds([...(order_ids ?? []), ...(order_id ? [order_id] : [])]);
      const supplierId = parseId(supplier_id, E.supplierNotFound);
      const [supplier] = await ctx.db
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, supplierId));
      if (!supplier) throw notFound(E.supplierNotFound);
      const name =
        `${supplier.firstName ?? ''} ${supplier.lastName ?? ''}`.trim() || supplier.email;
      const rows = await actOnOrders(ctx, ids, 'assignSupplier', async (tx, order) => {
        // Only a supplier of the order's product type (the type's supplier list): its cost on the
        // order's variant is read again, 0 when the variant has none (§5).
        const pricing = await pricedOrRefused(tx, order, { supplierId, carrierId: null });
        await tx
          .update(orders)
          .set({
            supplierId,
            supplierCostCents: pricing.supplierCostCents,
            updatedAt: ctx.now,
          })
          .where(eq(orders.id, order.id));
        return {
          activity: ORDER_ACTIVITY_TYPES.assignSupplier,
          message: `Supplier set to ${name} by ${actorName(viewer)}`,
          oldData: {
            supplier_id: order.supplierId,
            supplier_cost: fromCents(order.supplierCostCents),
          },
          newData: { supplier_id: supplierId, supplier_cost: fromCents(pricing.supplierCostCents) },
        };
      });
      return rows.map(toOrder);
    },

    assignOrderCarrier: async (_parent, { order_ids, carrier_id, price }, ctx) => {
      const viewer = await mayAct(ctx, 'editCarrier');
      const ids = bulkIds(order_ids);
      if (price !== null && price !== undefined && !(Number.isFinite(price) && price >= 0)) {
        throw badInput(E.priceInvalid);
      }
      const carrierId = parseId(carrier_id, E.carrierNotFound);
      const [carrier] = await ctx.db
        .select({ name: carriers.name, status: carriers.status })
        .from(carriers)
        .where(eq(carriers.id, carrierId));
      // A deleted carrier (status false, spec 2 §4) ships nothing more.
      if (!carrier || !carrier.status) throw notFound(E.carrierNotFound);
      const rows = await actOnOrders(ctx, ids, 'editCarrier', async (tx, order) => {
        const pricing = await pricedOrRefused(tx, order, { supplierId: null, carrierId });
        // §9: the variant's own cost for the carrier, else the type's price (0 is Free). The
        // caller was shown a price: when it is not today's, nothing changes and they are told.
        if (price !== null && price !== undefined && toCents(price) !== pricing.carrierCostCents) {
          throw badInput(
            E.carrierPriceChanged(
              carrier.name,
              carrierPriceLabel(fromCents(pricing.carrierCostCents)),
            ),
          );
        }
        const shippingCostCents = pricing.shippingCostCents(order.quantity);
        await tx
          .update(orders)
          .set({ carrierId, shippingCostCents, updatedAt: ctx.now })
          .where(eq(orders.id, order.id));
        return {
          activity: ORDER_ACTIVITY_TYPES.assignCarrier,
          message: `Carrier set to ${carrier.name} by ${actorName(viewer)}`,
          oldData: {
            carrier_id: order.carrierId,
            shipping_cost: fromCents(order.shippingCostCents),
          },
          newData: { carrier_id: carrierId, shipping_cost: fromCents(shippingCostCents) },
        };
      });
      return rows.map(toOrder);
    },

    deleteOrderInfo: async (_parent, { order_id }, ctx) => {
      const viewer = await ctx.viewer();
      const row = await actOnOrder(ctx, order_id, 'deleteOrderInfo', async (tx, order) => {
        await tx
          .update(orders)
          .set({ customerId: null, updatedAt: ctx.now })
          .where(eq(orders.id, order.id));
        // The place stays (city, state, country: what production and the statistics read), the
        // person goes: names, company, phone, street lines and zip code.
        await tx
          .update(orderAddresses)
          .set({
            firstName: null,
            lastName: null,
            company: null,
            phone: null,
            address1: null,
            address2: null,
            zip: null,
          })
          .where(eq(orderAddresses.orderId, order.id));
        // The customer row goes with its last order; one with other orders stays theirs.
        await dropOrphanCustomer(tx, order.customerId);
        // Earlier customer info edits of this order logged the data before and after: erased too.
        await tx
          .update(activityLogs)
          .set({
            oldData: sql`jsonb_build_object('order_id', ${order.id}::int, 'erased', true)`,
            newData: sql`jsonb_build_object('order_id', ${order.id}::int, 'erased', true)`,
          })
          .where(
            and(
              eq(activityLogs.type, ORDER_ACTIVITY_TYPES.updateCustomerInfo),
              sql`(${activityLogs.newData} ->> 'order_id') = ${String(order.id)}`,
            ),
          );
        return {
          activity: ORDER_ACTIVITY_TYPES.deleteInfo,
          message: `Customer info deleted by ${actorName(viewer)}`,
          oldData: { customer: order.customerId === null ? 'none' : 'linked' },
          newData: { erased: ['customer', 'billing', 'shipping'] },
        };
      });
      return toOrder(row);
    },
  },
};
