import { and, eq } from 'drizzle-orm';
import {
  TRACKING_MESSAGES,
  canManageTrackings,
  isShopPlatform,
  normalTrackingCode,
  trackingFormErrors,
  toCents,
  TRACKING_COST_MAX,
} from '@podoffice/domain';
import type { Executor } from '../../db/client';
import { carriers, orders, productTypeCarriers, sites, trackings } from '../../db/schema';
import { ORDER_ACTIVITY_TYPES } from '../../orders/model';
import { logTrackingEvent, trackingsOf } from '../../trackings';
import { trackingServiceSettings } from '../../trackings/settings';
import { actOnOrder, actorName } from '../orders/act';
import { inScope, viewerOrderScope } from '../orders/scope';
import { parseId } from '../args';
import type { Context } from '../context';
import { badInput, forbidden, notFound } from '../errors';
import type { MutationAddTrackingArgs } from '../resolvers-types.generated';
import type { TrackingRow } from './model';

const M = TRACKING_MESSAGES;

/** §5: -1 (or any negative) is "not given"; otherwise whole cents up to TRACKING_COST_MAX. */
export function costCents(value: number | null | undefined): number | null {
  if (value === null || value === undefined || value < 0) return null;
  if (!Number.isFinite(value) || value > TRACKING_COST_MAX) throw badInput(M.costTooHigh);
  return toCents(value);
}

/** When the outside work of a new or changed tracking is due (the sync job's columns). */
export function outsideWork(options: {
  now: Date;
  delayMs: number;
  /** The number or the carrier changed (or it is new): registered and pushed again. */
  changed: boolean;
  resubmit: boolean;
  platform: string;
  current?: Pick<TrackingRow, 'submitted' | 'nextCheckAt' | 'pushAfter' | 'fulfilmentId'>;
}) {
  const { now, delayMs, changed, resubmit, platform, current } = options;
  const later = new Date(now.getTime() + delayMs);
  const service =
    changed || resubmit || !current
      ? {
          submitted: false,
          serviceError: null,
          status: changed || !current ? 'unknown' : undefined,
          nextCheckAt: resubmit ? now : later,
        }
      : {};
  const shop =
    isShopPlatform(platform) && (changed || !current?.fulfilmentId)
      ? { pushAfter: now, pushAttempts: 0, pushError: null }
      : {};
  return { ...service, ...shop };
}

/**
 * addTracking (spec 2 §7): the state machine's Add Tracking on the order (staff in production or
 * fulfilled; a Supplier the first tracking of an order in production), the carrier one of the
 * order's product type's (§5's removed-carrier message otherwise), costs of -1 not given. An
 * edit that keeps the number and carrier changes the costs only.
 */
export async function addTracking(ctx: Context, args: MutationAddTrackingArgs): Promise<number> {
  const errors = trackingFormErrors({ ...args, base_cost: args.base_cost ?? '' });
  const first =
    errors.carrier_id ?? errors.tracking_code ?? errors.base_cost ?? errors.shipping_cost;
  if (first) throw badInput(first);
  const carrierId = parseId(args.carrier_id, M.carrierNotFound);
  const code = normalTrackingCode(args.tracking_code);
  const baseCents = costCents(args.base_cost);
  const shippingCents = costCents(args.shipping_cost);
  const { delayMs } = await trackingServiceSettings(ctx.db);
  const viewer = await ctx.viewer();
  let trackingId = 0;
  let kick = false;
  await actOnOrder(ctx, args.order_id, 'addTracking', async (tx, order) => {
    const carrier = await orderCarrier(tx, order.productTypeId, carrierId);
    const [[site], [current]] = await Promise.all([
      tx.select({ platform: sites.platform }).from(sites).where(eq(sites.id, order.siteId)),
      tx.select().from(trackings).where(eq(trackings.orderId, order.id)),
    ]);
    const changed = !current || current.trackingCode !== code || current.carrierId !== carrier.id;
    const work = outsideWork({
      now: ctx.now,
      delayMs,
      changed,
      resubmit: args.resubmit === true,
      platform: site?.platform ?? '',
      current,
    });
    const values = {
      trackingCode: code,
      carrierId: carrier.id,
      carrierCode: carrier.code,
      baseCostCents: baseCents,
      shippingCostCents: shippingCents,
      updatedAt: ctx.now,
      ...work,
    };
    const [row] = current
      ? await tx.update(trackings).set(values).where(eq(trackings.id, current.id)).returning()
      : await tx
          .insert(trackings)
          .values({
            ...values,
            orderId: order.id,
            siteId: order.siteId,
            createdBy: viewer.id,
            createdAt: ctx.now,
          })
          .returning();
    trackingId = row!.id;
    kick = Boolean(
      (work.nextCheckAt && work.nextCheckAt <= ctx.now) || ('pushAfter' in work && work.pushAfter),
    );
    const who = actorName(viewer);
    const message = current
      ? changed
        ? `Tracking changed from ${current.trackingCode} to ${code} (${carrier.name}) by ${who}`
        : `Tracking ${code} costs changed by ${who}`
      : `Tracking ${code} (${carrier.name}) added by ${who}`;
    await logTrackingEvent(tx, trackingId, message, ctx.now);
    return {
      activity: current ? ORDER_ACTIVITY_TYPES.updateTracking : ORDER_ACTIVITY_TYPES.addTracking,
      message,
      oldData: current
        ? { tracking_code: current.trackingCode, carrier_id: current.carrierId }
        : undefined,
      newData: { tracking_code: code, carrier_id: carrier.id },
    };
  });
  if (kick) await trackingsOf(ctx.services).kick();
  return trackingId;
}

/** The carrier of the order's product type the modal chose, active; §5's message if not. */
async function orderCarrier(tx: Executor, productTypeId: number, carrierId: number) {
  const [carrier] = await tx
    .select({
      id: carriers.id,
      name: carriers.name,
      code: carriers.code,
      status: carriers.status,
      ofType: productTypeCarriers.id,
    })
    .from(carriers)
    .leftJoin(
      productTypeCarriers,
      and(
        eq(productTypeCarriers.carrierId, carriers.id),
        eq(productTypeCarriers.productTypeId, productTypeId),
      ),
    )
    .where(eq(carriers.id, carrierId));
  if (!carrier) throw badInput(M.carrierNotFound);
  if (!carrier.status || carrier.ofType === null) throw badInput(M.carrierRemoved(carrier.name));
  return carrier;
}

/**
 * Re-submit, Update (retrack) and Re push: someone who adds trackings (staff, a Supplier) on a
 * tracking of an order they read. Answers the tracking after the change; the sync job does the
 * outside work at once.
 */
export async function changeTrackingWork(
  ctx: Context,
  rawId: string | number,
  action: 'resubmit' | 'retrack' | 'repush',
): Promise<TrackingRow> {
  const viewer = await ctx.viewer();
  if (!canManageTrackings(viewer)) throw forbidden();
  const scope = await viewerOrderScope(ctx);
  const id = parseId(rawId, M.notFound);
  const row = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ tracking: trackings, order: orders, platform: sites.platform })
      .from(trackings)
      .innerJoin(orders, eq(orders.id, trackings.orderId))
      .innerJoin(sites, eq(sites.id, trackings.siteId))
      .where(eq(trackings.id, id))
      .for('update', { of: trackings });
    if (!found || !inScope(scope, found.order)) throw notFound(M.notFound);
    const { tracking } = found;
    let values: Partial<TrackingRow>;
    let message: string;
    if (action === 'repush') {
      if (!isShopPlatform(found.platform)) throw badInput(M.notShopify);
      if (tracking.fulfilmentId && !tracking.pushError) throw badInput(M.alreadyPushed);
      values = { pushAfter: ctx.now, pushAttempts: 0, pushError: null };
      message = `Sent to the shop again by ${actorName(viewer)}`;
    } else if (action === 'resubmit') {
      values = { submitted: false, serviceError: null, nextCheckAt: ctx.now };
      message = `Registered with the tracking service again by ${actorName(viewer)}`;
    } else {
      // Update: asked now; a number the service never took is registered first.
      values = { nextCheckAt: ctx.now };
      message = `Checked again by ${actorName(viewer)}`;
    }
    const [updated] = await tx
      .update(trackings)
      .set({ ...values, updatedAt: ctx.now })
      .where(eq(trackings.id, id))
      .returning();
    await logTrackingEvent(tx, id, message, ctx.now);
    return updated!;
  });
  await trackingsOf(ctx.services).kick();
  return row;
}
