import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
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
  // The filters last written. The router shows a new address in a transition, so a user quicker
  // than the render (choose "Search by", type, Enter) calls setFilters again from a screen that
  // still shows the old filters: what they change is applied over the written ones, not over
  // what the screen shows, or the first change would be lost.
  const written = useRef(filters);
  useLayoutEffect(() => {
    written.current = filters;
  }, [filters]);
  const setFilters = useCallback(
    (next: Filters) => {
      const merged = changedOnto(written.current, filters, next);
      written.current = merged;
      setParams(codec.write(merged, 1));
    },
    [codec, filters, setParams],
  );
  const setPage = useCallback(
    (next: number) => setParams(codec.write(written.current, next)),
    [codec, setParams],
  );
  const replacePage = useCallback(
    (next: number) => setParams(codec.write(written.current, next), { replace: true }),
    [codec, setParams],
  );
  return { filters, page, setFilters, setPage, replacePage };
}

/**
 * `next`'s changes from what the caller saw (`shown`), applied onto the filters last written.
 * Equal to `next` whenever the screen is up to date (shown and written are the same).
 */
function changedOnto<Filters>(written: Filters, shown: Filters, next: Filters): Filters {
  if (written === shown || typeof next !== 'object' || next === null) return next;
  const merged = { ...written };
  for (const key of Object.keys(next) as (keyof Filters)[]) {
    if (!Object.is(next[key], shown[key])) merged[key] = next[key];
  }
  return merged;
}
