import dayjs from 'dayjs';
import {
  ORDER_STATUSES,
  ORDER_SEARCH_FIELDS,
  isOrderSearchField,
  isOrderTabOf,
  orderTabStatuses,
  type OrderSearchField,
  type OrderTabKey,
  type OrderView,
} from '@podoffice/domain';
import {
  choiceParam,
  dayParam,
  idParam,
  textParam,
  urlFilters,
} from '../../shared/list/urlFilters';
import type { OrderFilter } from '../api';

/** 20 orders a page. */
export const ORDERS_PAGE_SIZE = 20;

/** The search box's longest text (the server refuses more). */
export const ORDER_SEARCH_MAX_LENGTH = 100;

/** The screen the orders list's saved views are stored under (savedViews' `screen`). */
export const SAVED_ORDER_VIEWS_SCREEN = 'orders';

/** What the /orders filter bar, the status tab and the page hold; all of it lives in the address. */
export interface OrderListFilters {
  tab: OrderTabKey;
  /** 'YYYY-MM-DD'; null: the default range, the last 7 days, unless `range` is 'any'. */
  from: string | null;
  to: string | null;
  /**
   * 'any': no dates at all (the picker's Any time, and the dashboard's links, whose counts are of
   * every order); 'default': the dates given, else the last 7 days.
   */
  range: 'default' | 'any';
  productType: string | null;
  field: OrderSearchField;
  search: string;
  /** Staff only (the popover): a supplier's, a seller's and a site's id. */
  supplier: string | null;
  seller: string | null;
  site: string | null;
}

/** The list's place in the address (?tab=ready&from=…&search=…&page=2): Back and Forward restore it. */
export const orderListParams = urlFilters<OrderListFilters>({
  tab: choiceParam('tab', ['all', ...ORDER_STATUSES] as const, 'all'),
  from: dayParam('from'),
  to: dayParam('to'),
  range: choiceParam('range', ['default', 'any'] as const, 'default'),
  productType: idParam('product_type'),
  field: choiceParam('field', ORDER_SEARCH_FIELDS, 'all'),
  search: textParam('search'),
  supplier: idParam('supplier'),
  seller: idParam('seller'),
  site: idParam('site'),
});

export const DEFAULT_ORDER_FILTERS: OrderListFilters = {
  tab: 'all',
  from: null,
  to: null,
  range: 'default',
  productType: null,
  field: 'all',
  search: '',
  supplier: null,
  seller: null,
  site: null,
};

/**
 * What a view may use of the address: a tab or search field the view lacks reads as All, and the
 * staff's popover filters are dropped for Sellers and Suppliers (the server scopes them anyway).
 */
export function restrictOrderFilters(view: OrderView, filters: OrderListFilters): OrderListFilters {
  const staff = view === 'internal';
  return {
    ...filters,
    tab: isOrderTabOf(view, filters.tab) ? filters.tab : 'all',
    field: isOrderSearchField(view, filters.field) ? filters.field : 'all',
    search: filters.search.slice(0, ORDER_SEARCH_MAX_LENGTH),
    supplier: staff ? filters.supplier : null,
    seller: staff ? filters.seller : null,
    site: staff ? filters.site : null,
  };
}

/** The date range starts as the last 7 days, today included. */
export function defaultOrderRange(today: dayjs.Dayjs = dayjs()): { from: string; to: string } {
  return {
    from: today.subtract(6, 'day').format('YYYY-MM-DD'),
    to: today.format('YYYY-MM-DD'),
  };
}

/** The range in force: the address's, any time, or the default last 7 days when it names none. */
export function orderRange(
  filters: Pick<OrderListFilters, 'from' | 'to' | 'range'>,
  today?: dayjs.Dayjs,
): { from: string | null; to: string | null } {
  if (filters.from || filters.to) return { from: filters.from, to: filters.to };
  if (filters.range === 'any') return { from: null, to: null };
  return defaultOrderRange(today);
}

/** The filters after the date picker changed: a picked range, or Any time (no dates). */
export function withOrderRange(
  filters: OrderListFilters,
  next: { from: string | null; to: string | null },
): OrderListFilters {
  const dated = Boolean(next.from || next.to);
  return { ...filters, from: next.from, to: next.to, range: dated ? 'default' : 'any' };
}

/**
 * The one orders call of a view's filters and page (its aggs give every tab's count). A Seller's
 * list is their current site's (none chosen: no call, see OrdersScreen); the internal views never
 * list api sites' orders, which have their own screen (/orders/ApiOrders).
 */
export function toOrderFilter(
  view: OrderView,
  filters: OrderListFilters,
  page: number,
  currentSiteId: string | null,
  today?: dayjs.Dayjs,
): OrderFilter {
  const { from, to } = orderRange(filters, today);
  const search = filters.search.trim();
  const filter: OrderFilter = {
    status: [...orderTabStatuses(view, filters.tab)],
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    api_order: false,
    limit: ORDERS_PAGE_SIZE,
    offset: (page - 1) * ORDERS_PAGE_SIZE,
  };
  if (filters.productType) filter.product_type_ids = [filters.productType];
  if (search) {
    filter.search = search;
    filter.field = filters.field;
  }
  if (view === 'seller' && currentSiteId) filter.site_ids = [currentSiteId];
  if (view === 'internal') {
    if (filters.site) filter.site_ids = [filters.site];
    if (filters.seller) filter.seller_ids = [filters.seller];
    if (filters.supplier) filter.supplier_ids = [filters.supplier];
  }
  return filter;
}
