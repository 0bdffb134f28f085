import { useMemo } from 'react';
import { SITES_PAGE_SIZE, canReadUserDetails } from '@podoffice/domain';
import type { SelectOption } from '@podoffice/ui';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { sellerOption } from '../../shared/sellerOption';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/session';
import { useSiteSellersQuery, useSitesListQuery } from '../api';
import type { SitesFilterValues } from '../components/SitesFilters';
import { sitesFilterParams, toSiteFilter } from './filterParams';

/**
 * The sites list of a screen: filters and page from the address, the page of sites and, when the
 * caller may filter by seller, the sellers to choose from.
 */
export function useSitesList(bySeller: boolean) {
  const place = useListParams(sitesFilterParams, {
    // A seller never sends a seller filter, whatever the address says.
    restrict: (filters): SitesFilterValues => ({
      ...filters,
      sellerId: bySeller ? filters.sellerId : null,
    }),
  });
  const sites = useSitesListQuery({ filter: toSiteFilter(place.filters, place.page) });
  const list = usePagedList(place, sites, (data) => data.sites, SITES_PAGE_SIZE);
  const withEmail = canReadUserDetails(useAppSelector(selectCurrentUser));
  const sellers = useSiteSellersQuery({ withEmail }, { skip: !bySeller });
  const sellerOptions = useMemo<SelectOption[]>(
    () => (sellers.data?.usersByRole ?? []).map(sellerOption),
    [sellers.data],
  );

  return {
    ...list,
    sellerOptions,
    sellersLoading: sellers.isLoading,
  };
}
