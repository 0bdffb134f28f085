import { useSearchParams } from 'react-router-dom';
import { pageFromParams } from '../../shared/pagedList';
import type { LogFilterValues } from '../components/LogFilters';
import { logFiltersFromParams, paramsFromLogFilters, toLogFilter } from './filterParams';

/**
 * Both logs keep their search, type, dates and page in the address (?search=&type=&from=&to=&page=):
 * the filters in force, the call's filter for them, and the ways to change them.
 */
export function useLogFilters() {
  const [params, setParams] = useSearchParams();
  const filters = logFiltersFromParams(params);
  const page = pageFromParams(params);
  return {
    filters,
    page,
    filter: toLogFilter(filters, page),
    setFilters: (next: LogFilterValues) => setParams(paramsFromLogFilters(next, 1)),
    setPage: (next: number) => setParams(paramsFromLogFilters(filters, next)),
    replacePage: (next: number) =>
      setParams(paramsFromLogFilters(filters, next), { replace: true }),
  };
}
