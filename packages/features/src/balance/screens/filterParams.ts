import { BALANCE_ACTIONS, BALANCE_PAGE_SIZE, endOfDayUtc, startOfDayUtc } from '@podoffice/domain';
import { choiceParam, dayParam, urlFilters, valueParam } from '../../shared/list/urlFilters';
import type { BalanceFilter } from '../api';
import { NO_BALANCE_FILTERS, type BalanceFilterValues } from '../components/BalanceFilters';

/** The filters kept in the address (?from=&to=&action=&seller=&site=&page=), so a reload keeps them. */
export const balanceFilterParams = urlFilters<BalanceFilterValues>({
  from: dayParam('from'),
  to: dayParam('to'),
  action: choiceParam('action', BALANCE_ACTIONS, null),
  sellerId: valueParam('seller'),
  siteId: valueParam('site'),
});

/** The balances call's filter: whole UTC days, 20 entries a page. */
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

/**
 * The cards' filter: only whose account (seller, site), never the table's action or dates, so
 * Pending and Paid do not drop to $0.00 under Action = Deposit.
 */
export function toBalanceTotalsFilter(filters: BalanceFilterValues): BalanceFilter {
  return {
    limit: 1,
    ...(filters.sellerId ? { user_id: filters.sellerId } : {}),
    ...(filters.siteId ? { site_id: filters.siteId } : {}),
  };
}
