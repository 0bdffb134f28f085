import { inArray } from 'drizzle-orm';
import {
  ORDER_STATUSES,
  SUPPLIER_VISIBLE_STATUSES,
  hasRole,
  orderViewFor,
  type OrderStatus,
  type OrderView,
} from '@podoffice/domain';
import { sites } from '../../db/schema';
import type { Context, Viewer } from '../context';
import { forbidden } from '../errors';

/**
 * The orders a caller may read (spec 2 §6), as the list applies it: null means no limit on that
 * column. The view is chosen as §2 chooses the screen: Administrator or Supporter first, then
 * Seller, otherwise Supplier.
 */
export interface OrderScope {
  /** The view of §2 the caller gets (the domain's orderViewFor). */
  view: OrderView;
  /** A Seller's own sites. */
  siteIds: readonly number[] | null;
  /** A Supplier's own id. */
  supplierId: number | null;
  /** The statuses a Supplier sees. */
  statuses: readonly OrderStatus[];
}

/**
 * Listing and Accounting: §6 gives them no order screen and no order action, and §2's /orders
 * route names neither, so every order read refuses them (not an empty list: there is nothing of
 * theirs to show).
 */
export async function orderScope(ctx: Context, viewer: Viewer): Promise<OrderScope> {
  const view = orderViewFor(viewer);
  if (view === 'internal') {
    return { view, siteIds: null, supplierId: null, statuses: ORDER_STATUSES };
  }
  if (view === 'seller') {
    // Read with the caller (userWithRolesById): every read of a Seller's orders asks.
    return {
      view,
      siteIds: viewer.sites.map((s) => s.id),
      supplierId: null,
      statuses: ORDER_STATUSES,
    };
  }
  if (hasRole(viewer, 'Supplier')) {
    // §6's five statuses and error (the domain's SUPPLIER_VISIBLE_STATUSES says why).
    return { view, siteIds: null, supplierId: viewer.id, statuses: SUPPLIER_VISIBLE_STATUSES };
  }
  throw forbidden();
}

/** The scope of the signed-in caller, refusing those who read no orders. */
export async function viewerOrderScope(ctx: Context): Promise<OrderScope> {
  return orderScope(ctx, await ctx.viewer());
}

/** Whether one order is among the caller's (the single-order reads answer 'not found' if not). */
export function inScope(
  scope: OrderScope,
  order: { siteId: number; supplierId: number | null; status: string },
): boolean {
  if (scope.siteIds !== null && !scope.siteIds.includes(order.siteId)) return false;
  if (scope.supplierId !== null && order.supplierId !== scope.supplierId) return false;
  return (scope.statuses as readonly string[]).includes(order.status);
}

/**
 * A Seller's dashboard counts their verified, active sites (§2 Dashboards) unless they name some of
 * their sites.
 */
export function sellerDashboardSites(viewer: Viewer): number[] {
  return viewer.sites.filter((s) => s.verified && s.active).map((s) => s.id);
}

/** The sites of some sellers: the seller filter as site ids (issue 29). */
export async function sitesOfSellers(
  ctx: Context,
  sellerIds: readonly number[],
): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: sites.id })
    .from(sites)
    .where(inArray(sites.userId, [...sellerIds]));
  return rows.map((r) => r.id);
}

/** Site ids that all belong to the seller, or a refusal. */
export function checkOwnSites(scope: OrderScope, siteIds: readonly number[]): void {
  if (scope.siteIds === null) return;
  const own = new Set(scope.siteIds);
  if (siteIds.some((id) => !own.has(id))) throw forbidden();
}
