import type { TrackingOrderCarriersQuery } from '../api';

/**
 * The carriers a tracking of the order may name: its product type's carriers that are still
 * active. The single-order form (TrackingModalHost) and the bulk bar's rows (OrderBulkTracking)
 * offer the same list.
 */
export function activeTrackingCarriers(
  data: TrackingOrderCarriersQuery | undefined,
): { id: string; name: string }[] {
  return (data?.order.product_type.product_type_carriers ?? []).flatMap((c) =>
    c.carrier && c.carrier.status ? [{ id: c.carrier.id, name: c.carrier.name }] : [],
  );
}
