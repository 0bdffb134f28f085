import { hasRole, type HasRoles } from '../roles';
import { orderTabCounts, type OrderStatusAgg, type OrderView } from './statuses';

/** Which dashboard /dashboard shows: staff's, a Supplier's or a Seller's. */
export type DashboardKind = 'admin' | 'seller' | 'supplier';

/**
 * Administrator or Supporter the Admin Dashboard, a Supplier the supplier
 * dashboard, anyone else the Seller Dashboard.
 */
export function dashboardKindFor(user: HasRoles | null | undefined): DashboardKind {
  if (hasRole(user, 'Administrator', 'Supporter')) return 'admin';
  if (hasRole(user, 'Supplier')) return 'supplier';
  return 'seller';
}

/**
 * Each dashboard's name: its heading, and the app's title bar for /dashboard (the route's
 * nameFor, as /orders is named by its view), so that the page says it once.
 */
export const DASHBOARD_TITLES: Record<DashboardKind, string> = {
  admin: 'Admin Dashboard',
  seller: 'Seller Dashboard',
  supplier: 'Supplier Dashboard',
};

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
