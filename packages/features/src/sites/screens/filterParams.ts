import { SITES_PAGE_SIZE } from '@podoffice/domain';
import { choiceParam, urlFilters, valueParam } from '../../shared/list/urlFilters';
import type { SiteFilter } from '../api';
import { DEFAULT_SITES_FILTERS, type SitesFilterValues } from '../components/SitesFilters';

/** The filters kept in the address (?status=pending&seller=&page=), so a reload keeps them. */
export const sitesFilterParams = urlFilters<SitesFilterValues>({
  connection: choiceParam('status', ['connected', 'pending'], DEFAULT_SITES_FILTERS.connection),
  sellerId: valueParam('seller'),
});

/** The sites call's filter: Connected is verified, 20 sites a page. */
export function toSiteFilter(filters: SitesFilterValues, page: number): SiteFilter {
  return {
    limit: SITES_PAGE_SIZE,
    offset: (page - 1) * SITES_PAGE_SIZE,
    verified: filters.connection === 'connected',
    ...(filters.sellerId ? { user_id: filters.sellerId } : {}),
  };
}
