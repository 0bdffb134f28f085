import { useSearchParams } from 'react-router-dom';
import { pageFromParams } from '../../shared/pagedList';
import type { OutboxFilterValues } from '../components/OutboxFilters';
import { outboxFiltersFromParams, paramsFromOutboxFilters, toOutboxFilter } from './outboxParams';

/**
 * The outbox keeps its recipient, search and page in the address (?to=&search=&page=): the
 * filters in force, the call's filter for them, and the ways to change them.
 */
export function useOutboxFilters() {
  const [params, setParams] = useSearchParams();
  const filters = outboxFiltersFromParams(params);
  const page = pageFromParams(params);
  return {
    filters,
    page,
    filter: toOutboxFilter(filters, page),
    setFilters: (next: OutboxFilterValues) => setParams(paramsFromOutboxFilters(next, 1)),
    setPage: (next: number) => setParams(paramsFromOutboxFilters(filters, next)),
    replacePage: (next: number) =>
      setParams(paramsFromOutboxFilters(filters, next), { replace: true }),
  };
}
