import { fromCents } from '@podoffice/domain';
import type { trackings } from '../../db/schema';
import type { Tracking } from '../resolvers-types.generated';

export type TrackingRow = typeof trackings.$inferSelect;

/** A tracking as resolvers pass it on: its fields, and the ids its order and carrier load by. */
export type TrackingModel = Omit<Tracking, 'order' | 'carrier'> & {
  orderId: number;
  carrierId: number | null;
};

export function toTracking(row: TrackingRow): TrackingModel {
  return {
    id: row.id,
    order_id: row.orderId,
    orderId: row.orderId,
    carrierId: row.carrierId,
    carrier_code: row.carrierCode,
    tracking_code: row.trackingCode,
    status: row.status,
    submitted: row.submitted,
    service_error: row.serviceError,
    fulfilment_id: row.fulfilmentId,
    push_error: row.pushError,
    base_cost: row.baseCostCents === null ? null : fromCents(row.baseCostCents),
    shipping_cost: row.shippingCostCents === null ? null : fromCents(row.shippingCostCents),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
