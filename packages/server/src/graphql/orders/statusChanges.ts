import { ORDER_STATUS_LABELS, orderIdLabel, ownValue, statusChangeAction } from '@podoffice/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  entityLogs,
  orderAddresses,
  orderPrintFiles,
  orders,
  productTypeVariants,
} from '../../db/schema';
import { orderPricing } from '../../orders/pricing';
import { ORDER_ACTIVITY_TYPES, ORDER_ENTITY_NAME } from '../../orders/model';
import { badInput } from '../errors';
import type { Resolvers } from '../resolvers-types.generated';
import { actOnOrder, actorName, type OrderRow } from './act';
import { toOrder } from './queries';

const label = (status: string) => ownValue(ORDER_STATUS_LABELS, status) ?? status;

/**
 * The most parts one split makes. Not in the spec: a personalized order is a handful of items, and
 * the answer lists every part, so a split of thousands is refused rather than answered.
 */
export const ORDER_SPLIT_MAX = 500;
/** Rows one INSERT of a split's copies carries. */
const BATCH = 500;

/** Refusals of the status changes that the state machine does not word (not in the spec). */
export const ORDER_STATUS_CHANGE_MESSAGES = {
  statusNotSettable: (status: string) =>
    `Orders cannot be transferred to ${status.slice(0, 40)}; only processing, ready, in_production or fulfilled can be set`,
  tooManyParts: `An order of more than ${ORDER_SPLIT_MAX} items cannot be split`,
} as const;

/** The fields of an order the activity log keeps when the order is deleted. */
function mainFields(order: OrderRow) {
  return {
    id: order.id,
    site_id: order.siteId,
    origin_id: order.originId,
    origin_item: order.originItem,
    origin_number: order.originNumber,
    status: order.status,
    quantity: order.quantity,
    price_cents: order.priceCents,
    base_cost_cents: order.baseCostCents,
    supplier_cost_cents: order.supplierCostCents,
    shipping_cost_cents: order.shippingCostCents,
    product_type_variant_id: order.productTypeVariantId,
    supplier_id: order.supplierId,
    carrier_id: order.carrierId,
    customer_id: order.customerId,
    split_from_id: order.splitFromId,
    paid_at: order.paidAt?.toISOString() ?? null,
    created_at: order.createdAt.toISOString(),
  };
}

/**
 * The shipping of a split order, shared so the parts together cost what the order did: the
 * original keeps the first item's share, each part a further item's fee (§5 Fee Ship(item >= 2)),
 * read off the order's own total so a catalogue changed since the import does not re-price it.
 */
function splitShipping(totalCents: number, parts: number, feeShipCents: number) {
  const perPart = Math.max(0, Math.min(feeShipCents, Math.floor(totalCents / (parts + 1))));
  return { original: totalCents - perPart * parts, part: perPart };
}

/**
 * Writes the N-1 parts of a split: copies of the order (shop ids, product, variant, supplier,
 * carrier, per-item costs, customer, status, payment) with quantity 1 and split_from_id set, and
 * copies of its billing and shipping addresses and print files. The original's own entity line is
 * actOnOrder's; each part gets one here. Answers the parts' ids, lowest first.
 */
async function writeSplitParts(
  tx: Executor,
  order: OrderRow,
  shippingCents: number,
  now: Date,
  who: string,
): Promise<number[]> {
  const count = order.quantity - 1;
  const { id: _id, newPartnerOrderId: _partnerOrder, updatedAt: _updated, ...copy } = order;
  // The partner's order id belongs to what was pushed to the partner: the original, not a part.
  const inserted = await tx
    .insert(orders)
    .values(
      Array.from({ length: count }, () => ({
        ...copy,
        quantity: 1,
        shippingCostCents: shippingCents,
        splitFromId: order.id,
        updatedAt: now,
      })),
    )
    .returning({ id: orders.id });
  const ids = inserted.map((r) => r.id).sort((a, b) => a - b);
  const [addresses, printFiles] = await Promise.all([
    tx.select().from(orderAddresses).where(eq(orderAddresses.orderId, order.id)),
    tx
      .select()
      .from(orderPrintFiles)
      .where(eq(orderPrintFiles.orderId, order.id))
      .orderBy(asc(orderPrintFiles.sorting), asc(orderPrintFiles.id)),
  ]);
  const addressRows = ids.flatMap((orderId) =>
    addresses.map(({ id: _a, ...a }) => ({ ...a, orderId })),
  );
  const printFileRows = ids.flatMap((orderId) =>
    printFiles.map(({ id: _p, ...p }) => ({ ...p, orderId })),
  );
  const logRows = ids.map((id) => ({
    entityName: ORDER_ENTITY_NAME,
    entityId: id,
    message: `Order split from ${orderIdLabel(order.id)} by ${who}`,
    createdAt: now,
  }));
  // A statement takes at most 65,535 parameters: 500 parts times a type's print areas would not fit.
  for (let start = 0; start < addressRows.length; start += BATCH) {
    await tx.insert(orderAddresses).values(addressRows.slice(start, start + BATCH));
  }
  for (let start = 0; start < printFileRows.length; start += BATCH) {
    await tx.insert(orderPrintFiles).values(printFileRows.slice(start, start + BATCH));
  }
  for (let start = 0; start < logRows.length; start += BATCH) {
    await tx.insert(entityLogs).values(logRows.slice(start, start + BATCH));
  }
  return ids;
}

/**
 * Parts of a split order outlive the order they were split from: deleting one bad order must not
 * take its siblings with it. The lowest part becomes the order that stands for the shop's line
 * (split_from_id null: the origin unique index then keeps a re-import from creating the line
 * again), and the other parts point at it. The FK is checked per statement, so the head points at
 * itself for the moment between the original's removal and its own promotion.
 */
async function promoteSplitParts(tx: Executor, order: OrderRow, now: Date, who: string) {
  const parts = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.splitFromId, order.id))
    .orderBy(asc(orders.id));
  const head = parts[0];
  if (!head) return null;
  await tx
    .update(orders)
    .set({ splitFromId: head.id, updatedAt: now })
    .where(
      inArray(
        orders.id,
        parts.map((p) => p.id),
      ),
    );
  return async () => {
    await tx
      .update(orders)
      .set({ splitFromId: null, updatedAt: now })
      .where(eq(orders.id, head.id));
    await tx.insert(entityLogs).values({
      entityName: ORDER_ENTITY_NAME,
      entityId: head.id,
      message: `Order ${orderIdLabel(order.id)}, which this order was split from, was deleted by ${who}; this order now stands for the shop's order line`,
      createdAt: now,
    });
    return head.id;
  };
}

/**
 * The status changes of spec 2 §7 Orders: pause, resume, cancel, updateOrderStatus, enterPayment,
 * splitOrderPersonalized, refreshOrder, deleteOrder. Each is one actOnOrder: the state machine
 * decides, the change and its two log lines share a transaction.
 */
export const orderStatusChangeResolvers: Resolvers = {
  Mutation: {
    pauseOrder: async (_parent, { order_id }, ctx) => {
      const viewer = await ctx.viewer();
      const row = await actOnOrder(ctx, order_id, 'pause', async (tx, order, next) => {
        await tx
          .update(orders)
          .set({ status: next.status, pausedFrom: order.status, updatedAt: ctx.now })
          .where(eq(orders.id, order.id));
        return {
          activity: ORDER_ACTIVITY_TYPES.pause,
          message: `Order paused from ${label(order.status)} by ${actorName(viewer)}`,
          oldData: { status: order.status },
          newData: { status: next.status },
        };
      });
      return toOrder(row);
    },

    resumeOrder: async (_parent, { order_id }, ctx) => {
      const viewer = await ctx.viewer();
      const row = await actOnOrder(ctx, order_id, 'resume', async (tx, order, next) => {
        // The state machine's resumeStatus picked where it returns; the memory is spent.
        await tx
          .update(orders)
          .set({ status: next.status, pausedFrom: null, updatedAt: ctx.now })
          .where(eq(orders.id, order.id));
        return {
          activity: ORDER_ACTIVITY_TYPES.resume,
          message: `Order resumed to ${label(next.status!)} by ${actorName(viewer)}`,
          oldData: { status: order.status, paused_from: order.pausedFrom },
          newData: { status: next.status },
        };
      });
      return toOrder(row);
    },

    cancelOrder: async (_parent, { order_id }, ctx) => {
      const viewer = await ctx.viewer();
      const row = await actOnOrder(ctx, order_id, 'cancel', async (tx, order, next) => {
        // A cancelled order never resumes, so a paused one forgets where it was.
        await tx
          .update(orders)
          .set({ status: next.status, pausedFrom: null, updatedAt: ctx.now })
          .where(eq(orders.id, order.id));
        return {
          activity: ORDER_ACTIVITY_TYPES.cancel,
          message: `Order status changed from ${label(order.status)} to ${label(next.status!)} by ${actorName(viewer)}`,
          oldData: { status: order.status, paused_from: order.pausedFrom },
          newData: { status: next.status },
        };
      });
      return toOrder(row);
    },

    updateOrderStatus: async (_parent, { order_id, status }, ctx) => {
      const viewer = await ctx.viewer();
      const action = statusChangeAction(status);
      if (!action) throw badInput(ORDER_STATUS_CHANGE_MESSAGES.statusNotSettable(status));
      const row = await actOnOrder(ctx, order_id, action, async (tx, order, next) => {
        await tx
          .update(orders)
          .set({ status: next.status, updatedAt: ctx.now })
          .where(eq(orders.id, order.id));
        return {
          activity: ORDER_ACTIVITY_TYPES.updateStatus,
          message: `Order status changed from ${label(order.status)} to ${label(next.status!)} by ${actorName(viewer)}`,
          oldData: { status: order.status },
          newData: { status: next.status },
        };
      });
      return toOrder(row);
    },

    enterPayment: async (_parent, { order_id }, ctx) => {
      const viewer = await ctx.viewer();
      const row = await actOnOrder(ctx, order_id, 'enterPayment', async (tx, order, next) => {
        // The hold of spec 1 §4 counts from the payment: the first one entered is when it was paid.
        const paidAt = order.paidAt ?? ctx.now;
        await tx
          .update(orders)
          .set({ status: next.status, paidAt, updatedAt: ctx.now })
          .where(eq(orders.id, order.id));
        return {
          activity: ORDER_ACTIVITY_TYPES.enterPayment,
          message: `Payment entered: order status changed from ${label(order.status)} to ${label(next.status!)} by ${actorName(viewer)}`,
          oldData: { status: order.status, paid_at: order.paidAt?.toISOString() ?? null },
          newData: { status: next.status, paid_at: paidAt.toISOString() },
        };
      });
      return toOrder(row);
    },

    splitOrderPersonalized: async (_parent, { order_id }, ctx) => {
      const viewer = await ctx.viewer();
      let partIds: number[] = [];
      const row = await actOnOrder(ctx, order_id, 'split', async (tx, order) => {
        if (order.quantity > ORDER_SPLIT_MAX) {
          throw badInput(ORDER_STATUS_CHANGE_MESSAGES.tooManyParts);
        }
        const shipping = splitShipping(
          order.shippingCostCents,
          order.quantity - 1,
          await feeShipOf(tx, order),
        );
        await tx
          .update(orders)
          .set({ quantity: 1, shippingCostCents: shipping.original, updatedAt: ctx.now })
          .where(eq(orders.id, order.id));
        partIds = await writeSplitParts(tx, order, shipping.part, ctx.now, actorName(viewer));
        return {
          activity: ORDER_ACTIVITY_TYPES.split,
          message: `Order split into ${order.quantity} orders by ${actorName(viewer)}: new orders ${partIds.map(orderIdLabel).join(', ')}`,
          oldData: { quantity: order.quantity, shipping_cost_cents: order.shippingCostCents },
          newData: {
            quantity: 1,
            shipping_cost_cents: shipping.original,
            part_ids: partIds,
            part_shipping_cost_cents: shipping.part,
          },
        };
      });
      const parts = partIds.length
        ? await ctx.db
            .select()
            .from(orders)
            .where(inArray(orders.id, partIds))
            .orderBy(asc(orders.id))
        : [];
      return [row, ...parts].map(toOrder);
    },

    refreshOrder: async (_parent, { order_id }, ctx) => {
      const viewer = await ctx.viewer();
      const row = await actOnOrder(ctx, order_id, 'refresh', async (tx, order) => {
        // The catalogue's prices by the rules createOrders prices with (orderPricing). A supplier
        // or carrier the product type no longer has prices nothing: the order keeps its cost.
        const priced = await orderPricing(tx, {
          variantId: order.productTypeVariantId,
          supplierId: order.supplierId,
          carrierId: order.carrierId,
        });
        const costs = priced && {
          productSku: priced.sku,
          baseCostCents: priced.baseCostCents,
          supplierCostCents:
            order.supplierId !== null && priced.supplierOfType ? priced.supplierCostCents : null,
          shippingCostCents:
            order.carrierId !== null && priced.carrierOfType
              ? priced.shippingCostCents(order.quantity)
              : null,
        };
        const next = {
          productSku: costs?.productSku ?? order.productSku,
          baseCostCents: costs?.baseCostCents ?? order.baseCostCents,
          supplierCostCents: costs?.supplierCostCents ?? order.supplierCostCents,
          shippingCostCents: costs?.shippingCostCents ?? order.shippingCostCents,
        };
        const changes: string[] = [];
        // The order's log line is read by everyone who reads the order: it names the amounts that
        // changed, not their figures, which not every reader may read (the domain's
        // AMOUNT_READERS). The activity log, the Administrator's, keeps both figures.
        const cents = (name: string, before: number, after: number) => {
          if (before !== after) changes.push(`${name} changed`);
        };
        cents('base cost', order.baseCostCents, next.baseCostCents);
        cents('supplier cost', order.supplierCostCents, next.supplierCostCents);
        cents('shipping cost', order.shippingCostCents, next.shippingCostCents);
        if (order.productSku !== next.productSku) {
          changes.push(`product SKU ${order.productSku ?? '(none)'} to ${next.productSku}`);
        }
        if (changes.length > 0) {
          await tx
            .update(orders)
            .set({ ...next, updatedAt: ctx.now })
            .where(eq(orders.id, order.id));
        }
        return {
          activity: ORDER_ACTIVITY_TYPES.refresh,
          message:
            changes.length > 0
              ? `Order refreshed by ${actorName(viewer)}: ${changes.join(', ')}`
              : `Order refreshed by ${actorName(viewer)}: nothing changed`,
          oldData: {
            product_sku: order.productSku,
            base_cost_cents: order.baseCostCents,
            supplier_cost_cents: order.supplierCostCents,
            shipping_cost_cents: order.shippingCostCents,
          },
          newData: {
            product_sku: next.productSku,
            base_cost_cents: next.baseCostCents,
            supplier_cost_cents: next.supplierCostCents,
            shipping_cost_cents: next.shippingCostCents,
          },
        };
      });
      return toOrder(row);
    },

    deleteOrder: async (_parent, { order_id }, ctx) => {
      const viewer = await ctx.viewer();
      const row = await actOnOrder(ctx, order_id, 'deleteOrder', async (tx, order) => {
        const promote = await promoteSplitParts(tx, order, ctx.now, actorName(viewer));
        // Addresses, print files, tracking and comments go with it (ON DELETE CASCADE); its entity
        // log lines stay (they have no foreign key), so its history can still be read by id.
        await tx.delete(orders).where(eq(orders.id, order.id));
        const headId = promote ? await promote() : null;
        return {
          activity: ORDER_ACTIVITY_TYPES.delete,
          message: `Order deleted by ${actorName(viewer)}`,
          oldData: mainFields(order),
          newData: { deleted: true, ...(headId !== null ? { split_parts_head_id: headId } : {}) },
        };
      });
      return String(row.id);
    },
  },
};

/** The variant's fee for each further item (the split shares the shipping by it). */
async function feeShipOf(tx: Executor, order: OrderRow): Promise<number> {
  const [variant] = await tx
    .select({ feeShipCents: productTypeVariants.feeShipCents })
    .from(productTypeVariants)
    .where(eq(productTypeVariants.id, order.productTypeVariantId));
  return variant?.feeShipCents ?? 0;
}
