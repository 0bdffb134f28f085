import { eq, inArray, sql } from 'drizzle-orm';
import {
  TRACKING_MESSAGES,
  TRACKING_COST_MAX,
  cutText,
  normalTrackingCode,
  trackingCostSent,
  trackingFormErrors,
  parseOrderRef,
  toCents,
  type OrderStatus,
} from '@podoffice/domain';
import {
  carriers,
  entityLogs,
  orders,
  productTypeCarriers,
  sites,
  trackingEvents,
  trackings,
} from '../../db/schema';
import { yieldToRequests, type JobKind } from '../../jobs/types';
import { ORDER_ACTIVITY_TYPES, ORDER_ENTITY_NAME } from '../../orders/model';
import { trackingsOf } from '../../trackings';
import { trackingServiceSettings } from '../../trackings/settings';
import { recordActivity } from '../logs/record';
import { outsideWork } from './changes';

const M = TRACKING_MESSAGES;

/** A row as importTracking took it (checked for shape; the orders are checked by the job). */
export interface StoredImportRow {
  order_id: string;
  carrier_code: string;
  tracking_code: string;
  /** Cents; null when not given (-1). */
  total_cents: number | null;
  shipping_cents: number | null;
}

export interface TrackingImportJobData {
  rows: StoredImportRow[];
  startedBy: number;
  /** Who imports, as the orders scope read them when the import started. */
  scope: { siteIds: number[] | null; supplierId: number | null; statuses: OrderStatus[] };
  /** Staff change an order's other tracking; a Supplier's import refuses it (§4 Add Tracking). */
  mayChange: boolean;
  /** Written on the orders' Activities. */
  actor: string;
}

/** A refused row: where it was in the file, its order id as written, and why. */
export interface RefusedImportRow {
  row: number;
  order_id: string;
  tracking_code: string;
  reason: string;
}

/** What a finished import answers (its job's `result`). */
export interface TrackingImportResult {
  /** Trackings added or changed. */
  accepted: number;
  /** Rows that were already so (a file imported twice). */
  unchanged: number;
  refused: RefusedImportRow[];
}

/** §5 and §4: a tracking goes on an order in production or fulfilled. */
const IMPORTABLE: readonly string[] = ['in_production', 'fulfilled'];
/** Rows read and written per transaction. */
const BATCH = 1000;

/**
 * importTracking (spec 2 §5 Tracking CSV, §7, §8): each row's order must be the importer's, in
 * production or fulfilled; the carrier is the row's code (EXPRESS) or the order's own. Accepted
 * rows are added (or changed, by staff) a thousand per transaction with their logs; the tracking
 * service and the shops are then the sync job's. Idempotent: a row already so is "unchanged".
 */
export const trackingImportJob: JobKind<TrackingImportJobData> = {
  name: 'tracking-import',
  async run({ data, services, progress, signal }) {
    const { db } = services;
    const now = services.now();
    const { delayMs } = await trackingServiceSettings(db);
    const active = await db
      .select({ id: carriers.id, name: carriers.name, code: carriers.code })
      .from(carriers)
      .where(eq(carriers.status, true));
    const byCode = new Map(active.map((c) => [c.code.toLowerCase(), c]));
    const byId = new Map(active.map((c) => [c.id, c]));
    const result: TrackingImportResult = { accepted: 0, unchanged: 0, refused: [] };
    const seen = new Set<number>();
    await progress(0, data.rows.length);
    for (let start = 0; start < data.rows.length; start += BATCH) {
      if (signal.aborted) throw new Error('stopped');
      const batch = data.rows.slice(start, start + BATCH);
      const ids = [
        ...new Set(batch.map((r) => parseOrderRef(r.order_id)).filter((id) => id !== null)),
      ];
      await db.transaction(async (tx) => {
        const found = ids.length
          ? await tx
              .select({
                id: orders.id,
                status: orders.status,
                siteId: orders.siteId,
                supplierId: orders.supplierId,
                carrierId: orders.carrierId,
                productTypeId: orders.productTypeId,
                platform: sites.platform,
              })
              .from(orders)
              .innerJoin(sites, eq(sites.id, orders.siteId))
              .where(inArray(orders.id, ids))
          : [];
        const orderOf = new Map(found.map((o) => [o.id, o]));
        // The carriers each product type ships with (§5: a carrier removed from the type is refused).
        const typeIds = [...new Set(found.map((o) => o.productTypeId))];
        const typeCarriers = typeIds.length
          ? await tx
              .select({
                productTypeId: productTypeCarriers.productTypeId,
                carrierId: productTypeCarriers.carrierId,
              })
              .from(productTypeCarriers)
              .where(inArray(productTypeCarriers.productTypeId, typeIds))
          : [];
        const shipsWith = new Set(typeCarriers.map((c) => `${c.productTypeId}:${c.carrierId}`));
        const current = ids.length
          ? await tx.select().from(trackings).where(inArray(trackings.orderId, ids)).for('update')
          : [];
        const trackingOf = new Map(current.map((t) => [t.orderId, t]));
        const inserts: (typeof trackings.$inferInsert)[] = [];
        const logs: (typeof entityLogs.$inferInsert)[] = [];
        const events: { orderId: number; message: string }[] = [];
        for (const [i, row] of batch.entries()) {
          const refuse = (reason: string) =>
            result.refused.push({
              row: start + i,
              order_id: row.order_id,
              tracking_code: row.tracking_code,
              reason,
            });
          const id = parseOrderRef(row.order_id);
          const codeError = trackingFormErrors({
            carrier_id: 'any',
            tracking_code: row.tracking_code,
            base_cost: 0,
          }).tracking_code;
          if (codeError) {
            refuse(codeError);
            continue;
          }
          if (id !== null && seen.has(id)) {
            refuse(M.importDuplicate);
            continue;
          }
          if (id !== null) seen.add(id);
          const order = id === null ? undefined : orderOf.get(id);
          const { scope } = data;
          const visible =
            order &&
            (scope.siteIds === null || scope.siteIds.includes(order.siteId)) &&
            (scope.supplierId === null || order.supplierId === scope.supplierId) &&
            scope.statuses.includes(order.status as OrderStatus);
          if (!order || !visible || !IMPORTABLE.includes(order.status)) {
            refuse(M.importRefused);
            continue;
          }
          const given = row.carrier_code.trim().toLowerCase();
          const carrier = given
            ? byCode.get(given)
            : order.carrierId === null
              ? undefined
              : byId.get(order.carrierId);
          if (!carrier) {
            refuse(given ? M.importCarrierUnknown(row.carrier_code.trim()) : M.carrierRequired);
            continue;
          }
          if (!shipsWith.has(`${order.productTypeId}:${carrier.id}`)) {
            refuse(M.carrierRemoved(carrier.name));
            continue;
          }
          const code = normalTrackingCode(row.tracking_code);
          const existing = trackingOf.get(order.id);
          const changed =
            !existing || existing.trackingCode !== code || existing.carrierId !== carrier.id;
          const costsChanged =
            existing &&
            (existing.baseCostCents !== row.total_cents ||
              existing.shippingCostCents !== row.shipping_cents);
          if (existing && !changed && !costsChanged) {
            result.unchanged += 1;
            continue;
          }
          if (existing && changed && !data.mayChange) {
            refuse(M.importHasTracking);
            continue;
          }
          const values = {
            trackingCode: code,
            carrierId: carrier.id,
            carrierCode: carrier.code,
            baseCostCents: row.total_cents,
            shippingCostCents: row.shipping_cents,
            updatedAt: now,
            ...outsideWork({
              now,
              delayMs,
              changed,
              resubmit: false,
              platform: order.platform,
              current: existing,
            }),
          };
          if (existing) {
            await tx.update(trackings).set(values).where(eq(trackings.id, existing.id));
          } else {
            inserts.push({
              ...values,
              orderId: order.id,
              siteId: order.siteId,
              createdBy: data.startedBy,
              createdAt: now,
            });
          }
          const message = `Tracking ${code} (${carrier.name}) imported by ${data.actor}`;
          logs.push({ entityName: ORDER_ENTITY_NAME, entityId: order.id, message, createdAt: now });
          events.push({ orderId: order.id, message });
          result.accepted += 1;
        }
        if (inserts.length) await tx.insert(trackings).values(inserts);
        if (logs.length) await tx.insert(entityLogs).values(logs);
        if (events.length) {
          await tx.execute(sql`
            insert into ${trackingEvents} (tracking_id, message, occurred_at)
            select t.id, e.message, ${now}
            from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as e(order_id int, message text)
            join ${trackings} t on t.order_id = e.order_id
            on conflict do nothing`);
        }
      });
      await progress(Math.min(start + BATCH, data.rows.length));
      await yieldToRequests();
    }
    if (result.accepted > 0) {
      await recordActivity(db, {
        type: ORDER_ACTIVITY_TYPES.importTracking,
        userId: data.startedBy,
        newData: {
          accepted: result.accepted,
          unchanged: result.unchanged,
          refused: result.refused.length,
        },
        at: now,
      });
      await trackingsOf(services).kick();
    }
    return result;
  },
};

/** A row of importTracking's input, checked for shape before the job starts. */
export function storedImportRow(row: {
  order_id: string;
  carrier_code?: string | null;
  tracking_code: string;
  total_cost?: number | null;
  shipping_cost?: number | null;
}): StoredImportRow {
  // §5: -1 (any negative, or none) is not given; a cost past the form's bound is cut to it.
  const cents = (value: number | null | undefined) => {
    const sent = trackingCostSent(value);
    return sent < 0 ? null : toCents(Math.min(sent, TRACKING_COST_MAX));
  };
  return {
    order_id: cutText(row.order_id.trim(), 20),
    carrier_code: cutText((row.carrier_code ?? '').trim(), 40),
    tracking_code: cutText(row.tracking_code.trim(), 80),
    total_cents: cents(row.total_cost),
    shipping_cents: cents(row.shipping_cost),
  };
}
