import {
  BALANCE_ACTIONS,
  BALANCE_PAGE_SIZE,
  endOfDayUtc,
  startOfDayUtc,
  type BalanceAction,
} from '@podoffice/domain';
import type { BalanceFilter } from '../api';
import { NO_BALANCE_FILTERS, type BalanceFilterValues } from '../components/BalanceFilters';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string | null): string | null {
  return value && DAY.test(value) ? value : null;
}

/** The filters kept in the address (?from=&to=&action=&seller=&site=&page=), so a reload keeps them. */
export function filtersFromParams(params: URLSearchParams): BalanceFilterValues {
  const action = params.get('action');
  return {
    from: day(params.get('from')),
    to: day(params.get('to')),
    action: BALANCE_ACTIONS.includes(action as BalanceAction) ? (action as BalanceAction) : null,
    sellerId: params.get('seller') || null,
    siteId: params.get('site') || null,
  };
}

/** The address's query for these filters and page; empty filters and page 1 leave no trace. */
export function paramsFromFilters(filters: BalanceFilterValues, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | null) => {
    if (value) params.set(key, value);
  };
  set('from', filters.from);
  set('to', filters.to);
  set('action', filters.action);
  set('seller', filters.sellerId);
  set('site', filters.siteId);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The balances call's filter: whole UTC days (spec 1 §5), 20 entries a page (spec 1 §9). */
export function toBalanceFilter(filters: BalanceFilterValues, page: number): BalanceFilter {
  return {
    limit: BALANCE_PAGE_SIZE,
    offset: (page - 1) * BALANCE_PAGE_SIZE,
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.sellerId ? { user_id: filters.sellerId } : {}),
    ...(filters.siteId ? { site_id: filters.siteId } : {}),
    ...(filters.from ? { from: startOfDayUtc(filters.from) } : {}),
    ...(filters.to ? { to: endOfDayUtc(filters.to) } : {}),
  };
}

export { NO_BALANCE_FILTERS };
