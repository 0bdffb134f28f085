import { hasRole, type HasRoles } from '../roles';
import { SUPPLIER_ALL_STATUSES, type OrderStatus } from './statuses';

/**
 * Export availability: when the orders screen's Export item is enabled, by the status
 * filter, and which call it makes (a Supplier's goes through supplierExportOrder). The server
 * runs the same check on the filter it is sent.
 */

/** Not in the spec: why the Export item is disabled, in its voice. */
export const ORDER_EXPORT_MESSAGES = {
  noStatus: 'Please select a status to export orders',
  pendingSelected: 'Pending and Pending Designs orders cannot be exported',
  supplierReadyOnly: 'Only Ready orders can be exported',
} as const;

export type OrderExportCall = 'exportOrders' | 'supplierExportOrder';

/**
 * Suppliers export through supplierExportOrder (the supplier view); everyone else's
 * export is exportOrders. Who may export at all is the export calls' own rule, not this one.
 */
export function orderExportCall(user: HasRoles | null | undefined): OrderExportCall {
  return hasRole(user, 'Supplier') && !hasRole(user, 'Administrator', 'Supporter', 'Seller')
    ? 'supplierExportOrder'
    : 'exportOrders';
}

/** The statuses a filter means: a Supplier's 'all' is the five; anyone else's 'all' is no status. */
export function orderExportStatuses(
  user: HasRoles | null | undefined,
  statuses: readonly (OrderStatus | 'all')[],
): OrderStatus[] {
  const supplier = orderExportCall(user) === 'supplierExportOrder';
  const expanded = statuses.flatMap((s) =>
    s === 'all' ? (supplier ? SUPPLIER_ALL_STATUSES : []) : [s],
  );
  return [...new Set(expanded)];
}

export type OrderExportAvailability = { enabled: true } | { enabled: false; reason: string };

/**
 * A Supplier exports only when the status filter is exactly ready; for everyone else the item
 * is disabled with no status selected or with pending or pending_design among them.
 */
export function orderExportAvailability(
  user: HasRoles | null | undefined,
  statuses: readonly (OrderStatus | 'all')[],
): OrderExportAvailability {
  const selected = orderExportStatuses(user, statuses);
  if (orderExportCall(user) === 'supplierExportOrder') {
    return selected.length === 1 && selected[0] === 'ready'
      ? { enabled: true }
      : { enabled: false, reason: ORDER_EXPORT_MESSAGES.supplierReadyOnly };
  }
  if (selected.length === 0) return { enabled: false, reason: ORDER_EXPORT_MESSAGES.noStatus };
  if (selected.includes('pending') || selected.includes('pending_design')) {
    return { enabled: false, reason: ORDER_EXPORT_MESSAGES.pendingSelected };
  }
  return { enabled: true };
}
