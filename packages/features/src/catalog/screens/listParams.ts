import { textParam, urlFilters } from '../../shared/list/urlFilters';

/** The catalog's search and page kept in the address (?search=tee&page=2). */
export const catalogListParams = urlFilters<{ search: string }>({ search: textParam('search') });

/** Cards per page (spec 2 §2 Catalog, §9). */
export const CATALOG_PAGE_SIZE = 20;
