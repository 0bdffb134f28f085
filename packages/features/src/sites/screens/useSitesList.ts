import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SITES_PAGE_SIZE, canReadUserDetails } from '@podoffice/domain';
import type { SelectOption } from '@podoffice/ui';
import { pageFromParams, usePagedRows } from '../../shared/pagedList';
import { sellerOption } from '../../shared/sellerOption';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/session';
import { useSiteSellersQuery, useSitesListQuery } from '../api';
import type { SitesFilterValues } from '../components/SitesFilters';
import { paramsFromSitesFilters, sitesFiltersFromParams, toSiteFilter } from './filterParams';

/**
 * The sites list of a screen: filters and page from the address, the page of sites and, when the
 * caller may filter by seller, the sellers to choose from.
 */
export function useSitesList(bySeller: boolean) {
  const [params, setParams] = useSearchParams();
  const requested = sitesFiltersFromParams(params);
  // A seller never sends a seller filter, whatever the address says.
  const filters: SitesFilterValues = {
    ...requested,
    sellerId: bySeller ? requested.sellerId : null,
  };
  const page = pageFromParams(params);

  const list = useSitesListQuery({ filter: toSiteFilter(filters, page) });
  const withEmail = canReadUserDetails(useAppSelector(selectCurrentUser));
  const sellers = useSiteSellersQuery({ withEmail }, { skip: !bySeller });
  const sellerOptions = useMemo<SelectOption[]>(
    () => (sellers.data?.usersByRole ?? []).map(sellerOption),
    [sellers.data],
  );

  const { rows, total, loading, error } = usePagedRows(list, (data) => data.sites, {
    page,
    pageSize: SITES_PAGE_SIZE,
    replacePage: (next) => setParams(paramsFromSitesFilters(filters, next), { replace: true }),
  });
  return {
    filters,
    page,
    setFilters: (next: SitesFilterValues) => setParams(paramsFromSitesFilters(next, 1)),
    setPage: (next: number) => setParams(paramsFromSitesFilters(filters, next)),
    sites: rows,
    total,
    loading,
    error,
    retry: list.refetch,
    sellerOptions,
    sellersLoading: sellers.isLoading,
  };
}
