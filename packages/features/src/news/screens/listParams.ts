import { activeParam, textParam, urlFilters } from '../../shared/list/urlFilters';

/** The news list's place kept in the address (?search=&status=inactive&page=2). */
export const newsListParams = urlFilters<{ search: string; active: boolean }>({
  search: textParam('search'),
  active: activeParam(),
});
