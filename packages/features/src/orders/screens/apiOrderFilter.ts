import type dayjs from 'dayjs';
import type { OrderView } from '@podoffice/domain';
import type { OrderFilter } from '../api';
import { toOrderFilter, type OrderListFilters } from './orderFilter';

/**
 * The orders call of /orders/ApiOrders: the /orders filter of the same view (tab, range, product
 * type, search, page; the staff's supplier, seller and site), kept to the orders of api sites.
 *
 * A Seller's list is their current site's, as on /orders (the title bar's site decides
 * every seller screen the same way): an api site's orders, none for a shop site, whose orders are
 * on /orders. This screen gives its own site selector to the Administrator alone. A Supplier is
 * kept by the server to the orders assigned to them.
 */
export function toApiOrderFilter(
  view: OrderView,
  filters: OrderListFilters,
  page: number,
  currentSiteId?: string | null,
  today?: dayjs.Dayjs,
): OrderFilter {
  return {
    ...toOrderFilter(
      view,
      filters,
      page,
      view === 'seller' ? (currentSiteId ?? null) : null,
      today,
    ),
    api_order: true,
  };
}
