import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  ORDER_ACTION_RULES,
  checkOrderAction,
  isOrderStatus,
  orderActorOf,
  orderCapacities,
  type OrderAction,
  type OrderFacts,
  type OrderStatus,
} from '@podoffice/domain';
import type { Executor } from '../../db/client';
import { entityLogs, orders, productTypes, siteSettings, sites, trackings } from '../../db/schema';
import { ORDER_ENTITY_NAME } from '../../orders/model';
import { parseId } from '../args';
import type { Context, Viewer } from '../context';
import { badInput, forbidden, notFound } from '../errors';
import { recordActivity } from '../logs/record';
import { ORDER_READ_MESSAGES } from './filter';
import { inScope, orderScope } from './scope';

export type OrderRow = typeof orders.$inferSelect;

/** What one change did, for the two logs: the activity log (/egg/order-logs) and the order's own. */
export interface OrderChangeRecord {
  /** The activity log type (ORDER_ACTIVITY_TYPES, spec 2 §9). */
  activity: string;
  /** The order's entity log line, shown in its Activities drawer. */
  message: string;
  oldData?: unknown;
  newData?: unknown;
}

/** The facts the state machine reads of an order, read in the change's transaction. */
export async function orderFactsOf(tx: Executor, row: OrderRow): Promise<OrderFacts> {
  const [[site], [type], [tracking], [fulfill]] = await Promise.all([
    tx.select({ userId: sites.userId }).from(sites).where(eq(sites.id, row.siteId)),
    tx
      .select({ state: productTypes.state })
      .from(productTypes)
      .where(eq(productTypes.id, row.productTypeId)),
    tx.select({ id: trackings.id }).from(trackings).where(eq(trackings.orderId, row.id)).limit(1),
    tx
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(and(eq(siteSettings.siteId, row.siteId), eq(siteSettings.name, 'fulfill_role'))),
  ]);
  return {
    id: row.id,
    status: row.status as OrderStatus,
    paused_from: isOrderStatus(row.pausedFrom) ? row.pausedFrom : null,
    personalized: row.personalized,
    quantity: row.quantity,
    has_design: row.designStatus,
    product_type_state: type?.state === 'paused' ? 'paused' : 'active',
    site_id: row.siteId,
    seller_id: site?.userId ?? null,
    supplier_id: row.supplierId,
    has_tracking: tracking !== undefined,
    created_at: row.createdAt,
    paid_at: row.paidAt,
    site_fulfill_role: fulfill?.value === 'true',
  };
}

/**
 * The refusal of an action: FORBIDDEN when no role of the caller has the action at all (the UI
 * never shows it to them), else BAD_USER_INPUT with the state machine's reason (the order moved on
 * under them).
 */
function refusal(action: OrderAction, viewer: Viewer, reason: string) {
  const actor = orderActorOf(viewer);
  const granted = orderCapacities(actor).some((c) => ORDER_ACTION_RULES[action].grants[c]);
  return granted ? badInput(reason) : forbidden(reason);
}

/** Whether any role of the caller ever has `action` (bulk calls refuse others before reading input). */
export function mayEverAct(viewer: Viewer, action: OrderAction): boolean {
  return orderCapacities(orderActorOf(viewer)).some((c) => ORDER_ACTION_RULES[action].grants[c]);
}

/**
 * Checks `action` on one order the caller reads and applies `change` in one transaction with the
 * order row locked, then writes the activity log and the entity log in that transaction: the
 * change and its logs are kept or dropped together, and two callers acting on one order at once
 * are checked one after the other. The server's seller acts on any of their own sites' orders:
 * the current site is the browser's choice, and the site's owner is what the rule protects.
 * Answers the order as it is after the change.
 */
export async function actOnOrder(
  ctx: Context,
  rawId: string | number,
  action: OrderAction,
  change: OrderChange,
): Promise<OrderRow> {
  const viewer = await ctx.viewer();
  const scope = await orderScope(ctx, viewer);
  const id = parseId(rawId, ORDER_READ_MESSAGES.orderNotFound);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row || !inScope(scope, row)) throw notFound(ORDER_READ_MESSAGES.orderNotFound);
    await checkAndChange(tx, ctx, viewer, row, action, change);
    const [after] = await tx.select().from(orders).where(eq(orders.id, id));
    // A change that deletes the order answers it as it was.
    return after ?? row;
  });
}

/** One order's change as actOnOrder and actOnOrders apply it. */
export type OrderChange = (
  tx: Executor,
  order: OrderRow,
  next: { status?: OrderStatus },
) => Promise<OrderChangeRecord>;

/** The state machine's check, the change and its two log lines, on a row locked by the caller. */
async function checkAndChange(
  tx: Executor,
  ctx: Context,
  viewer: Viewer,
  row: OrderRow,
  action: OrderAction,
  change: OrderChange,
): Promise<void> {
  const facts = await orderFactsOf(tx, row);
  const actor = orderActorOf(viewer, facts.seller_id === viewer.id ? row.siteId : null);
  const check = checkOrderAction(action, facts, actor, ctx.now);
  if (!check.ok) throw refusal(action, viewer, check.reason);
  const record = await change(tx, row, { status: check.status });
  await recordOrderChange(tx, ctx, row.id, record);
}

/**
 * actOnOrder for several orders at once (AssignOrderSupplier, assignOrderCarrier): all or nothing
 * in one transaction. Every row is locked first, in id order (two bulk calls over overlapping
 * selections then wait for each other instead of deadlocking); any order outside the caller's
 * orders answers 'Order not found' and any refusal of the state machine or of `change` drops
 * every change. Ids are taken once each; answers the orders after the change, in the ids' order.
 */
export async function actOnOrders(
  ctx: Context,
  rawIds: readonly (string | number)[],
  action: OrderAction,
  change: OrderChange,
): Promise<OrderRow[]> {
  const viewer = await ctx.viewer();
  const scope = await orderScope(ctx, viewer);
  const ids = [...new Set(rawIds.map((id) => parseId(id, ORDER_READ_MESSAGES.orderNotFound)))];
  if (ids.length === 0) return [];
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(orders)
      .where(inArray(orders.id, ids))
      .orderBy(asc(orders.id))
      .for('update');
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of ids) {
      const row = byId.get(id);
      if (!row || !inScope(scope, row)) throw notFound(ORDER_READ_MESSAGES.orderNotFound);
    }
    for (const id of ids) await checkAndChange(tx, ctx, viewer, byId.get(id)!, action, change);
    const after = await tx.select().from(orders).where(inArray(orders.id, ids));
    const afterById = new Map(after.map((row) => [row.id, row]));
    return ids.map((id) => afterById.get(id) ?? byId.get(id)!);
  });
}

/** The two log lines of one order change, inside the change's transaction. */
export async function recordOrderChange(
  tx: Executor,
  ctx: Context,
  orderId: number,
  record: OrderChangeRecord,
): Promise<void> {
  const viewer = await ctx.viewer();
  await recordActivity(tx, {
    type: record.activity,
    userId: viewer.id,
    oldData: { order_id: orderId, ...(record.oldData as object | undefined) },
    newData: { order_id: orderId, ...(record.newData as object | undefined) },
    at: ctx.now,
  });
  await tx.insert(entityLogs).values({
    entityName: ORDER_ENTITY_NAME,
    entityId: orderId,
    message: record.message,
    createdAt: ctx.now,
  });
}

/** The name an entity log line gives the person who acted. */
export function actorName(viewer: Viewer): string {
  const name = `${viewer.user.first_name ?? ''} ${viewer.user.last_name ?? ''}`.trim();
  return name || viewer.user.email;
}
