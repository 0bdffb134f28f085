import { hasRole, type HasRoles } from '../roles';

/**
 * Order statuses and the status tabs of the three order views,
 * shared by the order screens (tabs and badges) and the server (the status filter each tab sends
 * and the statuses a Supplier may read).
 */

/** In the order the tabs show them. */
export const ORDER_STATUSES = [
  'pending',
  'pending_design',
  'processing',
  'ready',
  'in_production',
  'fulfilled',
  'refunded',
  'cancelled',
  'error',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** How each status is named on the status tabs (word for word). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  pending_design: 'Pending Designs',
  processing: 'Processing',
  ready: 'Ready',
  in_production: 'In Production',
  fulfilled: 'Fulfilled',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  error: 'Error',
};

/**
 * Export availability: a Supplier's "all" means these five, the same five as the statuses of the
 * orders a Supplier sees.
 */
export const SUPPLIER_ALL_STATUSES: readonly OrderStatus[] = [
  'pending_design',
  'ready',
  'in_production',
  'fulfilled',
  'refunded',
];

/**
 * The statuses of the orders a Supplier may read: those five plus error. Error is not among them,
 * but the Supplier Orders view has an Error tab and the DTF partner supplier may set its own
 * error orders ready or in production, cancel them and map them, which it cannot do unseen; an
 * error order's supplier also needs to see the partner_error it shows. The supplier's "All" tab
 * keeps to the five (SUPPLIER_ALL_STATUSES).
 */
export const SUPPLIER_VISIBLE_STATUSES: readonly OrderStatus[] = [
  ...SUPPLIER_ALL_STATUSES,
  'error',
];

/** The three views /orders picks between. */
export const ORDER_VIEWS = ['internal', 'seller', 'supplier'] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

/** The title of each view. */
export const ORDER_VIEW_TITLES: Record<OrderView, string> = {
  internal: 'Internal Orders',
  seller: 'Seller Internal Orders',
  supplier: 'Supplier Orders',
};

/** Administrator or Supporter first, then Seller, otherwise the supplier view. */
export function orderViewFor(user: HasRoles | null | undefined): OrderView {
  if (hasRole(user, 'Administrator', 'Supporter')) return 'internal';
  if (hasRole(user, 'Seller')) return 'seller';
  return 'supplier';
}

/** A status tab: 'all' or one status, and its label. */
export type OrderTabKey = 'all' | OrderStatus;
export interface OrderTab {
  key: OrderTabKey;
  label: string;
}

const tab = (key: OrderTabKey): OrderTab => ({
  key,
  label: key === 'all' ? 'All' : ORDER_STATUS_LABELS[key],
});

/** The tabs of each view, in order (sellers have no Refunded tab, suppliers six tabs). */
export const ORDER_TABS: Record<OrderView, readonly OrderTab[]> = {
  internal: (['all', ...ORDER_STATUSES] as const).map(tab),
  seller: (
    [
      'all',
      'pending',
      'pending_design',
      'processing',
      'ready',
      'in_production',
      'fulfilled',
      'cancelled',
      'error',
    ] as const
  ).map(tab),
  supplier: (
    ['all', 'pending_design', 'ready', 'in_production', 'fulfilled', 'error'] as const
  ).map(tab),
};

export function isOrderTabOf(view: OrderView, key: unknown): key is OrderTabKey {
  return ORDER_TABS[view].some((t) => t.key === key);
}

/**
 * The statuses a tab lists: one status, or for "All" every status (staff and sellers) or the
 * supplier's five. The server filters by these, so a Supplier's All never lists an order of
 * another status whatever the request says.
 */
export function orderTabStatuses(view: OrderView, key: OrderTabKey): readonly OrderStatus[] {
  if (key !== 'all') return [key];
  return view === 'supplier' ? SUPPLIER_ALL_STATUSES : ORDER_STATUSES;
}

/** One bucket of the orders call's per-status aggregation (aggs(key, doc_count)). */
export interface OrderStatusAgg {
  key: string;
  doc_count: number;
}

/** Each tab's count badge from the per-status aggregation of one orders call. */
export function orderTabCounts(
  view: OrderView,
  aggs: readonly OrderStatusAgg[],
): Record<OrderTabKey, number> {
  const byStatus = new Map<string, number>();
  for (const { key, doc_count } of aggs) byStatus.set(key, (byStatus.get(key) ?? 0) + doc_count);
  const counts = {} as Record<OrderTabKey, number>;
  for (const { key } of ORDER_TABS[view]) {
    counts[key] = orderTabStatuses(view, key).reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0);
  }
  return counts;
}

// A tab's count badge: orderStatusCountLabel in ./display ('9,999,999+' past spec 2 §9's cap, with
// separators like every other count of the product).
