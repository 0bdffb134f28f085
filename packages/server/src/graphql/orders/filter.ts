import {
  ORDER_BULK_EDIT_MAX,
  ORDER_EDIT_MESSAGES,
  isOrderSearchField,
  isOrderStatus,
  type OrderStatus,
} from '@podoffice/domain';
import { distinctValues, likePattern, parseId, parseIsoDate } from '../args';
import type { Context } from '../context';
import { badInput, forbidden } from '../errors';
import type { OrderFilter } from '../resolvers-types.generated';
import type { OrderQuery } from './queries';
import { checkOwnSites, sitesOfSellers, viewerOrderScope } from './scope';

/** Texts of the order reads' refusals (not in the spec; written in its voice). */
export const ORDER_READ_MESSAGES = {
  orderNotFound: 'Order not found',
  customerNotFound: 'Customer not found',
  statusInvalid: (status: string) => `Unknown order status: ${status.slice(0, 40)}`,
  fieldInvalid: 'Unknown search field',
  aggsByInvalid: 'Orders are counted by status only',
  entityInvalid: 'Unknown entity name',
  tooManyIds: (max: number) => `At most ${max} ids in one filter`,
  idInvalid: 'An id of the filter is not valid',
  rangeInvalid: 'from must not be after to',
} as const;
const M = ORDER_READ_MESSAGES;

/** The most ids one filter list takes (§9 loads up to 9,999 product types to pick from). */
const FILTER_IDS_MAX = 1000;

/**
 * The orders a filter names by id (the bulk bar's Export): at most ORDER_BULK_EDIT_MAX, counted as
 * sent, and at least one (an empty list would read as no filter, the whole list). Null: none named.
 */
function orderIdsOf(values: readonly (string | number)[] | null | undefined): number[] | null {
  if (values === null || values === undefined) return null;
  if (values.length > ORDER_BULK_EDIT_MAX) throw badInput(ORDER_EDIT_MESSAGES.tooManyOrders);
  if (values.length === 0) throw badInput(ORDER_EDIT_MESSAGES.noOrders);
  return [...new Set(values.map((v) => parseId(v, M.idInvalid)))];
}

export function idsOf(values: readonly (string | number)[] | null | undefined, message: string) {
  if (!values) return [];
  if (values.length > FILTER_IDS_MAX) throw badInput(M.tooManyIds(FILTER_IDS_MAX));
  return [...new Set(values.map((v) => parseId(v, message)))];
}

/**
 * The orders list's filter (spec 2 §3 Order filter) checked and folded into the caller's scope:
 * what the `orders` page and the order exports both read, so an export holds exactly the orders
 * its filter shows.
 */
export async function orderQueryOf(
  ctx: Context,
  filter: OrderFilter | null | undefined,
): Promise<Omit<OrderQuery, 'limit' | 'offset'>> {
  const scope = await viewerOrderScope(ctx);
  if (filter?.aggs_by && filter.aggs_by !== 'status') throw badInput(M.aggsByInvalid);
  // A view searches its own fields (the supplier view has no method_title).
  const field = filter?.field || 'all';
  if (!isOrderSearchField(scope.view, field)) throw badInput(M.fieldInvalid);
  const statuses = distinctValues(filter?.status, 'status');
  for (const status of statuses ?? []) {
    if (!isOrderStatus(status)) throw badInput(M.statusInvalid(status));
  }
  const siteIds = idsOf(filter?.site_ids, M.idInvalid);
  const supplierIds = idsOf(filter?.supplier_ids, M.idInvalid);
  const sellerIds = idsOf(filter?.seller_ids, M.idInvalid);
  const orderIds = orderIdsOf(filter?.order_ids);
  // A Seller filters within their own sites and as themself; a Supplier as themself.
  checkOwnSites(scope, siteIds);
  if (scope.view === 'seller') {
    const viewer = await ctx.viewer();
    if (sellerIds.some((id) => id !== viewer.id)) throw forbidden();
  }
  if (scope.supplierId !== null && supplierIds.some((id) => id !== scope.supplierId)) {
    throw forbidden();
  }
  const from = parseIsoDate(filter?.from, 'from', 'start');
  const to = parseIsoDate(filter?.to, 'to', 'end');
  if (from && to && from > to) throw badInput(M.rangeInvalid);
  const pattern = likePattern(filter?.search);
  // A tab of statuses the caller does not see (a Supplier's Processing) counts 0, not a refusal.
  const tab =
    statuses === null
      ? null
      : (statuses as OrderStatus[]).filter((s) => scope.statuses.includes(s));
  return {
    scope,
    siteIds: siteIds.length > 0 ? siteIds : scope.siteIds,
    productTypeIds: idsOf(filter?.product_type_ids, M.idInvalid),
    supplierIds,
    sellerSiteIds: sellerIds.length > 0 ? await sitesOfSellers(ctx, sellerIds) : null,
    from,
    to,
    search: pattern ? { pattern, text: filter!.search!.trim(), field } : undefined,
    tab,
    apiOrder: filter?.api_order ?? null,
    orderId:
      filter?.order_id === null || filter?.order_id === undefined
        ? null
        : parseId(filter.order_id, M.orderNotFound),
    orderIds,
  };
}
