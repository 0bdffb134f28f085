import { LOGS_PAGE_SIZE, endOfDayUtc, startOfDayUtc } from '@podoffice/domain';
import type { LogFilter } from '../api';
import type { LogFilterValues } from '../components/LogFilters';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : null);

/** The filters kept in the address (?search=&type=&from=&to=&page=), so a reload keeps them. */
export function logFiltersFromParams(params: URLSearchParams): LogFilterValues {
  return {
    search: params.get('search')?.trim() ?? '',
    type: params.get('type') || null,
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

/** The address's query for these filters and page; empty filters and page 1 leave no trace. */
export function paramsFromLogFilters(filters: LogFilterValues, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.type) params.set('type', filters.type);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The logs call's filter: whole UTC days (spec 1 §5), 25 lines a page (spec 1 §9). */
export function toLogFilter(filters: LogFilterValues, page: number): LogFilter {
  return {
    limit: LOGS_PAGE_SIZE,
    offset: (page - 1) * LOGS_PAGE_SIZE,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.from ? { from: startOfDayUtc(filters.from) } : {}),
    ...(filters.to ? { to: endOfDayUtc(filters.to) } : {}),
  };
}
