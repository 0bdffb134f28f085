import { textParam, urlFilters } from '../../shared/list/urlFilters';

/** The customers list's search and page kept in the address (?search=jane&page=2). */
export const customerListParams = urlFilters<{ search: string }>({ search: textParam('search') });
