import { useCallback, useMemo } from 'react';
import { useListSearchParams } from '../../embed/embedding';
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
 * link or Back shows the same list. Embedded, in the keys of PodOfficeProvider's prefix
 * (?pod.search=), or in memory.
 *
 * @example
 * const place = useListParams(orderFilterParams);
 * const orders = useOrdersQuery({ filter: toOrderFilter(place.filters, place.page) });
 */
export function useListParams<Filters>(
  codec: UrlFilters<Filters>,
  { restrict }: ListParamsOptions<Filters> = {},
): ListParams<Filters> {
  const [params, setParams] = useListSearchParams();
  // The filters and the setters keep their identity until the address changes (the router keeps
  // its search params until then; pass a stable `restrict`): what a screen memoizes from them, its
  // table's props among them, holds across its other renders.
  const filters = useMemo(() => {
    const requested = codec.read(params);
    return restrict ? restrict(requested) : requested;
  }, [codec, params, restrict]);
  const page = pageFromParams(params);
  const setFilters = useCallback(
    (next: Filters) => setParams(codec.write(next, 1)),
    [codec, setParams],
  );
  const setPage = useCallback(
    (next: number) => setParams(codec.write(filters, next)),
    [codec, filters, setParams],
  );
  const replacePage = useCallback(
    (next: number) => setParams(codec.write(filters, next), { replace: true }),
    [codec, filters, setParams],
  );
  return { filters, page, setFilters, setPage, replacePage };
}
