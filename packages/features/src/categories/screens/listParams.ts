import { pageFromParams } from '../../shared/pagedList';

/** The list's place kept in the address (?status=inactive&page=2), so a reload or Back keeps it. */
export interface CategoryListParams {
  active: boolean;
  page: number;
}

export function listFromParams(params: URLSearchParams): CategoryListParams {
  return {
    active: params.get('status') !== 'inactive',
    page: pageFromParams(params),
  };
}

/** The address's query for this place; the defaults (active, page 1) leave no trace. */
export function paramsFromList({ active, page }: CategoryListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (!active) params.set('status', 'inactive');
  if (page > 1) params.set('page', String(page));
  return params;
}
