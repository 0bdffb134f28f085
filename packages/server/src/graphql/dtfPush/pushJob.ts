import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  DTF_DEFAULT_SHIPPING_METHOD,
  DTF_MESSAGES,
  DTF_PARTNER_SUPPLIER_ID,
  dtfMappingComplete,
  dtfPushGroups,
  holdRefusal,
  type DtfOrderMapping,
  type DtfPushGroup,
  type DtfPushResult,
  ORDER_REFUSALS,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from '@podoffice/domain';
import { entityLogs, orderAddresses, orders } from '../../db/schema';
import { type JobContext, type JobKind } from '../../jobs/types';
import { ORDER_ACTIVITY_TYPES, ORDER_ENTITY_NAME } from '../../orders/model';
import { PartnerRejection, partnersOf, type PartnerOrderPayload } from '../../partners';
import type { Services } from '../context';
import type { Database } from '../../db/client';
import { recordActivity } from '../logs/record';
import { orderFactsOf } from '../orders/act';
import { designsOf, dtfProducts, suggestedMapping } from './mapping';
import { dtfPartnerOf, type DtfPartner } from './partner';

/** One order of a push as the mutation checked it. */
export interface DtfPushJobOrder {
  order_id: number;
  sku: string;
  placement: { print_file_id: number; placement: string }[];
  shipping_method: string;
}

export interface DtfPushJobData {
  startedBy: number;
  /** Written on the orders' Activities. */
  actor: string;
  groups: { origin_number: string; orders: DtfPushJobOrder[] }[];
  /**
   * dtfPushAllOrderReady: the groups are the partner supplier's ready orders when the job runs,
   * each with the mapping the catalogue suggests.
   */
  allReady?: boolean;
}

/** dtfPushAllOrderReady takes at most this many orders a press (the oldest first). */
export const DTF_PUSH_ALL_MAX = 500;

/** What a finished push answers (its job's `result`). */
export interface DtfPushJobResult {
  results: DtfPushResult[];
  pushed: number;
  refused: number;
}

/** The statuses a push takes an order from (§4 DTF mapping). */
const PUSHABLE: readonly string[] = ['ready', 'error'];

/** What the push's steps use: the job's services, its database and the time it started. */
interface Work {
  services: Services;
  db: Database;
  now: Date;
}

/** A group that is not sent: why, in §7's result. */
type Claim = { key: string } | { result: Omit<DtfPushResult, 'origin_number'> };

/**
 * Takes the group's orders for this push, in one transaction with them locked: each must still be
 * pushable, and none may be on its way with other orders. The key is the one a push of these
 * orders already used (a retry, or a second push that came while the first waited on the partner),
 * else a new one.
 */
async function claim(ctx: Work, ids: number[]): Promise<Claim> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(orders)
      .where(inArray(orders.id, ids))
      .orderBy(asc(orders.id))
      .for('update');
    if (rows.length !== ids.length) {
      return { result: { success: false, message: 'was not found (deleted since).' } };
    }
    const pushed = rows.find((r) => r.newPartnerOrderId);
    if (pushed) {
      return {
        result: {
          success: rows.every((r) => r.newPartnerOrderId),
          message: DTF_MESSAGES.alreadyPushed(pushed.newPartnerOrderId!),
        },
      };
    }
    const moved = rows.find((r) => !PUSHABLE.includes(r.status));
    if (moved) {
      const label = ORDER_STATUS_LABELS[moved.status as OrderStatus] ?? moved.status;
      return {
        result: { success: false, message: ORDER_REFUSALS.wrongStatus('DTF push', label) },
      };
    }
    const keys = [...new Set(rows.map((r) => r.partnerPushKey).filter((k) => k !== null))];
    const others = rows.filter((r) => r.partnerPushKey === null);
    if (keys.length > 1 || (keys.length === 1 && others.length > 0)) {
      return { result: { success: false, message: DTF_MESSAGES.beingPushed } };
    }
    const key = keys[0] ?? randomUUID();
    await tx
      .update(orders)
      .set({ partnerPushKey: key, partnerPushAt: ctx.now })
      .where(inArray(orders.id, ids));
    return { key };
  });
}

/** The partner's order of one group: its shipping address and each order's designs by placement. */
async function payloadOf(
  ctx: Work,
  originNumber: string,
  group: DtfPushJobOrder[],
): Promise<PartnerOrderPayload | string> {
  const ids = group.map((o) => o.order_id);
  const [address] = await ctx.db
    .select()
    .from(orderAddresses)
    .where(and(inArray(orderAddresses.orderId, ids), eq(orderAddresses.kind, 'shipping')))
    .limit(1);
  const quantities = new Map(
    (
      await ctx.db
        .select({ id: orders.id, quantity: orders.quantity })
        .from(orders)
        .where(inArray(orders.id, ids))
    ).map((r) => [r.id, r.quantity]),
  );
  const items: PartnerOrderPayload['items'] = [];
  for (const order of group) {
    const designs = new Map(
      (await designsOf(ctx.services, ctx.db, order.order_id)).map((d) => [d.id, d.url]),
    );
    const placed = order.placement.map((p) => ({ ...p, url: designs.get(p.print_file_id) }));
    // A design removed or emptied since the mapping was saved.
    if (placed.some((p) => !p.url)) return DTF_MESSAGES.mappingFailed(order.order_id);
    items.push({
      external_id: String(order.order_id),
      sku: order.sku,
      quantity: quantities.get(order.order_id) ?? 1,
      // The folder store's addresses are relative to the app's origin: the partner needs them whole.
      designs: placed.map((p) => ({
        placement: p.placement,
        url: new URL(p.url!, ctx.services.appUrl).href,
      })),
    });
  }
  const name = [address?.firstName, address?.lastName].filter(Boolean).join(' ');
  return {
    external_id: originNumber,
    shipping_method: group[0]!.shipping_method,
    shipping_address: {
      name,
      address1: address?.address1 ?? '',
      address2: address?.address2 ?? '',
      city: address?.city ?? '',
      state_code: address?.stateCode ?? '',
      zip: address?.zip ?? '',
      country_code: address?.countryCode ?? '',
      phone: address?.phone ?? '',
    },
    items,
  };
}

/** Writes the partner's answer on the group's orders (and their logs), if the claim is still ours. */
async function settle(
  ctx: Work,
  data: DtfPushJobData,
  ids: number[],
  key: string,
  outcome: { partnerOrderId: string } | { errors: string[] },
): Promise<void> {
  const made = 'partnerOrderId' in outcome;
  await ctx.db.transaction(async (tx) => {
    const settled = await tx
      .update(orders)
      .set({
        partnerPushKey: null,
        partnerPushAt: null,
        updatedAt: ctx.now,
        ...(made
          ? { newPartnerOrderId: outcome.partnerOrderId, partnerError: [], status: 'in_production' }
          : { partnerError: outcome.errors, status: 'error' }),
      })
      .where(and(inArray(orders.id, ids), eq(orders.partnerPushKey, key)))
      .returning({ id: orders.id, status: orders.status });
    if (settled.length === 0) return;
    const message = made
      ? `Pushed to Color Ecommerce (order ${outcome.partnerOrderId}) by ${data.actor}`
      : `Color Ecommerce refused the push by ${data.actor}: ${outcome.errors[0]}`;
    await tx.insert(entityLogs).values(
      settled.map((r) => ({
        entityName: ORDER_ENTITY_NAME,
        entityId: r.id,
        message,
        createdAt: ctx.now,
      })),
    );
    for (const r of settled) {
      await recordActivity(tx, {
        type: ORDER_ACTIVITY_TYPES.dtfPush,
        userId: data.startedBy,
        newData: { order_id: r.id, ...outcome },
        at: ctx.now,
      });
    }
  });
}

/** Pushes one order number's orders: §7's result for it. Throws when the partner should be retried. */
async function pushGroup(
  ctx: Work,
  partner: DtfPartner,
  data: DtfPushJobData,
  group: DtfPushJobData['groups'][number],
): Promise<DtfPushResult> {
  const origin_number = group.origin_number;
  const ids = group.orders.map((o) => o.order_id);
  const claimed = await claim(ctx, ids);
  if ('result' in claimed) return { origin_number, ...claimed.result };
  const payload = await payloadOf(ctx, origin_number, group.orders);
  if (typeof payload === 'string') {
    await settle(ctx, data, ids, claimed.key, { errors: [payload] });
    return { origin_number, success: false, message: payload };
  }
  try {
    const made = await partnersOf(ctx.services).pushOrder(partner, payload, claimed.key);
    await settle(ctx, data, ids, claimed.key, { partnerOrderId: made.id });
    return { origin_number, success: true, message: DTF_MESSAGES.pushed(made.id) };
  } catch (e) {
    if (!(e instanceof PartnerRejection)) throw e;
    await settle(ctx, data, ids, claimed.key, { errors: e.messages });
    return { origin_number, success: false, message: e.messages[0]! };
  }
}

/**
 * Push all ready orders: the partner supplier's ready orders that are not pushed or on their way,
 * outside the hold, grouped by order number with the suggested mapping; the orders the catalogue
 * cannot map are answered 'Order {id} is mapping failed.' and stay ready for the modal.
 */
async function readyGroups(ctx: Work, partner: DtfPartner) {
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.supplierId, DTF_PARTNER_SUPPLIER_ID),
        eq(orders.status, 'ready'),
        isNull(orders.newPartnerOrderId),
        isNull(orders.partnerPushKey),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(DTF_PUSH_ALL_MAX);
  const products = rows.length ? await dtfProducts(ctx.services, partner) : [];
  const refused: DtfPushResult[] = [];
  const refs: { id: number; origin_number: string | null }[] = [];
  const mappings: DtfOrderMapping[] = [];
  for (const row of rows) {
    if (holdRefusal(await orderFactsOf(ctx.db, row), ctx.now)) continue;
    const designs = await designsOf(ctx.services, ctx.db, row.id);
    const suggested = await suggestedMapping(ctx.db, row, partner, products, designs);
    const mapping = {
      order_id: String(row.id),
      sku: suggested.sku ?? '',
      placement: suggested.placement,
      shipping_method: DTF_DEFAULT_SHIPPING_METHOD,
    };
    if (!dtfMappingComplete(mapping)) {
      refused.push({
        origin_number: row.originNumber ?? String(row.id),
        success: false,
        message: DTF_MESSAGES.mappingFailed(row.id),
      });
      continue;
    }
    refs.push({ id: row.id, origin_number: row.originNumber });
    mappings.push(mapping);
  }
  return { groups: toJobGroups(dtfPushGroups(refs, mappings)), refused };
}

/** The domain's push groups as the job keeps them (ids as numbers). */
export function toJobGroups(groups: readonly DtfPushGroup[]): DtfPushJobData['groups'] {
  return groups.map((g) => ({
    origin_number: g.origin_number,
    orders: g.orders.map((o) => ({
      order_id: Number(o.order_id),
      sku: o.sku,
      shipping_method: o.shipping_method,
      placement: o.placement.map((p) => ({
        print_file_id: Number(p.print_file_id),
        placement: p.placement,
      })),
    })),
  }));
}

/**
 * The DTF push: each order number's orders to the partner, one request each. A failure to reach the
 * partner fails the attempt and the job runs again (groups already answered are answered from the
 * orders: "was pushed already"); a refusal is an answer and goes on the orders as partner_error.
 */
export const dtfPushJob: JobKind<DtfPushJobData> = {
  name: 'dtf-push',
  async run(job: JobContext<DtfPushJobData>): Promise<DtfPushJobResult> {
    const ctx: Work = { db: job.services.db, services: job.services, now: job.services.now() };
    const partner = await dtfPartnerOf(ctx.db);
    const { groups, refused } = job.data.allReady
      ? await readyGroups(ctx, partner)
      : { groups: job.data.groups, refused: [] };
    const results: DtfPushResult[] = [...refused];
    await job.progress(0, groups.length);
    for (const group of groups) {
      if (job.signal.aborted)
        throw new Error('The server stopped; the push goes on after it starts');
      // A PartnerError (unreachable, 5xx, refused credentials) fails this attempt: it runs again.
      results.push(await pushGroup(ctx, partner, job.data, group));
      await job.progress(results.length - refused.length, groups.length);
    }
    return {
      results,
      pushed: results.filter((r) => r.success).length,
      refused: results.filter((r) => !r.success).length,
    };
  },
};
