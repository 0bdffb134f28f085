import { textParam, urlFilters } from '../../shared/list/urlFilters';

/** The catalog's search and page kept in the address (?search=tee&page=2). */
export const catalogListParams = urlFilters<{ search: string }>({ search: textParam('search') });

/** Cards per page. */
export const CATALOG_PAGE_SIZE = 20;
