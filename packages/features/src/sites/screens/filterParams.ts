import { SITES_PAGE_SIZE } from '@podoffice/domain';
import type { SiteFilter } from '../api';
import { DEFAULT_SITES_FILTERS, type SitesFilterValues } from '../components/SitesFilters';

/** The filters kept in the address (?status=pending&seller=&page=), so a reload keeps them. */
export function sitesFiltersFromParams(params: URLSearchParams): SitesFilterValues {
  return {
    connection: params.get('status') === 'pending' ? 'pending' : 'connected',
    sellerId: params.get('seller') || null,
  };
}

/** The address's query for these filters and page; the defaults and page 1 leave no trace. */
export function paramsFromSitesFilters(filters: SitesFilterValues, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.connection !== DEFAULT_SITES_FILTERS.connection) {
    params.set('status', filters.connection);
  }
  if (filters.sellerId) params.set('seller', filters.sellerId);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The sites call's filter: Connected is verified, 20 sites a page (spec 1 §9). */
export function toSiteFilter(filters: SitesFilterValues, page: number): SiteFilter {
  return {
    limit: SITES_PAGE_SIZE,
    offset: (page - 1) * SITES_PAGE_SIZE,
    verified: filters.connection === 'connected',
    ...(filters.sellerId ? { user_id: filters.sellerId } : {}),
  };
}
