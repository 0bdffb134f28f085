import { LOGS_PAGE_SIZE } from '@podoffice/domain';
import type { OutboxFilter } from '../api';
import type { OutboxFilterValues } from '../components/OutboxFilters';

/** The filters kept in the address (?to=&search=&page=), so a reload or a shared link keeps them. */
export function outboxFiltersFromParams(params: URLSearchParams): OutboxFilterValues {
  return {
    to: params.get('to')?.trim() ?? '',
    search: params.get('search')?.trim() ?? '',
  };
}

/** The address's query for these filters and page; empty filters and page 1 leave no trace. */
export function paramsFromOutboxFilters(filters: OutboxFilterValues, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.to) params.set('to', filters.to);
  if (filters.search) params.set('search', filters.search);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The outbox call's filter: 25 mails a page, like the logs beside it. */
export function toOutboxFilter(filters: OutboxFilterValues, page: number): OutboxFilter {
  return {
    limit: LOGS_PAGE_SIZE,
    offset: (page - 1) * LOGS_PAGE_SIZE,
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  };
}
