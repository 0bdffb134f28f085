import { urlFilters } from '../../shared/list/urlFilters';

/** External Orders keep only their page in the address (?page=2). */
export const externalOrderListParams = urlFilters<Record<string, never>>({});
