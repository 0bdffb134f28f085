import { LOGS_PAGE_SIZE, endOfDayUtc, startOfDayUtc } from '@podoffice/domain';
import { dayParam, textParam, urlFilters, valueParam } from '../../shared/list/urlFilters';
import type { LogFilter } from '../api';
import type { LogFilterValues } from '../components/LogFilters';

/** Both logs keep their filters in the address (?search=&type=&from=&to=&page=). */
export const logFilterParams = urlFilters<LogFilterValues>({
  search: textParam('search'),
  type: valueParam('type'),
  from: dayParam('from'),
  to: dayParam('to'),
});

/** The logs call's filter: whole UTC days, 25 lines a page. */
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
