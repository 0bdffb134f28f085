import { pageFromParams } from '../../shared/pagedList';

/** The news list's place kept in the address (?search=&status=inactive&page=2). */
export interface NewsListParams {
  search: string;
  active: boolean;
  page: number;
}

export function listFromParams(params: URLSearchParams): NewsListParams {
  return {
    search: params.get('search')?.trim() ?? '',
    active: params.get('status') !== 'inactive',
    page: pageFromParams(params),
  };
}

/** The address's query for this place; the defaults leave no trace. */
export function paramsFromList({ search, active, page }: NewsListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (!active) params.set('status', 'inactive');
  if (page > 1) params.set('page', String(page));
  return params;
}
