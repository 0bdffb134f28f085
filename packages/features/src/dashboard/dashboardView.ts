import {
  DASHBOARD_INTERNAL_ORDER_KEYS,
  DASHBOARD_INTERNAL_ORDER_LABELS,
  DASHBOARD_TITLES,
  ORDER_TABS,
  dashboardKindFor,
  hasRole,
  type DashboardInternalOrderKey,
  type DashboardKind,
  type HasRoles,
} from '@podoffice/domain';
import type { OrderCount } from './components/OrderCountsCard';
import type { DashboardQuery } from './api';

// The dashboard's kind and names are the domain's: the app's route table names /dashboard by them.
export { DASHBOARD_TITLES, dashboardKindFor, type DashboardKind };

/**
 * The orders list on one tab over any time: the card counts every order, and the list's default
 * range is the last 7 days, so the link says range=any for the list to show what was counted.
 * The orders screen keeps its tab as ?tab=<tab key> (All without it); this is the one place the
 * dashboard writes them.
 */
export function ordersTabPath(key: DashboardInternalOrderKey): string {
  return key === 'all' ? '/orders?range=any' : `/orders?tab=${key}&range=any`;
}

/** Other order routes: the Administrator's external orders list, everyone else's. */
export function externalOrdersPath(kind: DashboardKind, user: HasRoles | null | undefined) {
  return kind === 'admin' && hasRole(user, 'Administrator')
    ? '/admin/orders/external'
    : '/orders/external';
}

/**
 * The Internal Order card's counts. A Supplier's card keeps only the tabs of their orders list
 * (All, Pending Designs, Ready, In Production, Fulfilled, Error): the others are always 0.
 */
export function internalOrderCounts(
  kind: DashboardKind,
  counts: DashboardQuery['dashboard']['internal_order'],
): OrderCount[] {
  const keys =
    kind === 'supplier'
      ? DASHBOARD_INTERNAL_ORDER_KEYS.filter((key) =>
          ORDER_TABS.supplier.some((tab) => tab.key === key),
        )
      : DASHBOARD_INTERNAL_ORDER_KEYS;
  return keys.map((key) => ({
    key,
    label: DASHBOARD_INTERNAL_ORDER_LABELS[key],
    count: counts[key],
    to: ordersTabPath(key),
  }));
}
