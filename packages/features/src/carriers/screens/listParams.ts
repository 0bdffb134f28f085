import { activeParam, urlFilters } from '../../shared/list/urlFilters';

/** The list's place kept in the address (?status=inactive&page=2), so a reload or Back keeps it. */
export const carrierListParams = urlFilters<{ active: boolean }>({ active: activeParam() });
