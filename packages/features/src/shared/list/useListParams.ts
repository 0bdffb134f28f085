import { useSearchParams } from 'react-router-dom';
import { pageFromParams } from '../pagedList';
import type { UrlFilters } from './urlFilters';

/** A list's filters and page as the address holds them, and the ways to change them. */
export interface ListParams<Filters> {
  /** The filters in force. */
  filters: Filters;
  /** The page shown, from 1. */
  page: number;
  /** Applies new filters from page 1 (a history entry, so Back undoes it). */
  setFilters: (filters: Filters) => void;
  /** Shows another page with the same filters (a history entry). */
  setPage: (page: number) => void;
  /** Moves to another page without a history entry (the address's page was past the end). */
  replacePage: (page: number) => void;
}

export interface ListParamsOptions<Filters> {
  /**
   * Drops what the caller may not use, whatever the address says (a seller never sends a seller
   * filter); what it returns is also what page changes write back.
   */
  restrict?: (filters: Filters) => Filters;
}

/**
 * Keeps a list's filters and page in the address (?search=&from=&page=), so a reload, a shared
 * link or Back shows the same list.
 *
 * @example
 * const place = useListParams(orderFilterParams);
 * const orders = useOrdersQuery({ filter: toOrderFilter(place.filters, place.page) });
 */
export function useListParams<Filters>(
  codec: UrlFilters<Filters>,
  { restrict }: ListParamsOptions<Filters> = {},
): ListParams<Filters> {
  const [params, setParams] = useSearchParams();
  const requested = codec.read(params);
  const filters = restrict ? restrict(requested) : requested;
  const page = pageFromParams(params);
  return {
    filters,
    page,
    setFilters: (next) => setParams(codec.write(next, 1)),
    setPage: (next) => setParams(codec.write(filters, next)),
    replacePage: (next) => setParams(codec.write(filters, next), { replace: true }),
  };
}
