import type dayjs from 'dayjs';
import type { OrderView } from '@podoffice/domain';
import type { OrderFilter } from '../api';
import { toOrderFilter, type OrderListFilters } from './orderFilter';

/**
 * The orders call of /orders/ApiOrders: the /orders filter of the same view (tab, range, product
 * type, search, page; the staff's supplier, seller and site), kept to the orders of api sites.
 *
 * A Seller's list is every one of their api sites' orders, not the current site's: the title bar's
 * current site is a non-API site (spec 2 §2 "Seller Internal Orders (scoped to current non-API
 * site)", §9 "stored locally under a non-API site key"), and §2 gives the site selector of this
 * screen to the Administrator alone. So no site is sent, and the server keeps a Seller to their
 * own sites (§6) and a Supplier to the orders assigned to them.
 */
export function toApiOrderFilter(
  view: OrderView,
  filters: OrderListFilters,
  page: number,
  today?: dayjs.Dayjs,
): OrderFilter {
  return { ...toOrderFilter(view, filters, page, null, today), api_order: true };
}
