import { orderTabCounts, type OrderStatusAgg, type OrderView } from './statuses';

/**
 * The dashboard counts: the Internal Order card (no Refunded) and the
 * External Order card of the admin and seller dashboards.
 */
export const DASHBOARD_INTERNAL_ORDER_KEYS = [
  'all',
  'pending',
  'pending_design',
  'processing',
  'ready',
  'in_production',
  'fulfilled',
  'cancelled',
  'error',
] as const;
export type DashboardInternalOrderKey = (typeof DASHBOARD_INTERNAL_ORDER_KEYS)[number];

/** The card's labels, word for word ('Pending Design' here, 'Pending Designs' on the tabs). */
export const DASHBOARD_INTERNAL_ORDER_LABELS: Record<DashboardInternalOrderKey, string> = {
  all: 'All',
  pending: 'Pending',
  pending_design: 'Pending Design',
  processing: 'Processing',
  ready: 'Ready',
  in_production: 'In Production',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
  error: 'Error',
};

/** Dashboard(filter{site_ids}) -> internal_order{...}, external_order{all}. */
export interface DashboardCounts {
  internal_order: Record<DashboardInternalOrderKey, number>;
  external_order: { all: number };
}

/**
 * The Internal Order card from a per-status aggregation: the same numbers as the orders list's tabs
 * (All counts every status, refunded too, as the All tab does).
 */
export function dashboardInternalOrderCounts(
  aggs: readonly OrderStatusAgg[],
  view: OrderView = 'internal',
): DashboardCounts['internal_order'] {
  // The viewer's own tabs first: a Supplier's All is §4's five statuses, not every one they see.
  const internal = orderTabCounts('internal', aggs);
  const own: Partial<Record<string, number>> =
    view === 'internal' ? internal : orderTabCounts(view, aggs);
  return Object.fromEntries(
    DASHBOARD_INTERNAL_ORDER_KEYS.map((key) => [key, own[key] ?? internal[key]]),
  ) as DashboardCounts['internal_order'];
}
