import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Search.generated';

/**
 * The top bar's search. Its hits point at records of other areas, so no tag ties them to a list;
 * a short cache keeps them from going stale while the user types the same text again.
 */
export const searchApi = api.enhanceEndpoints({
  endpoints: { Search: { keepUnusedDataFor: 30 } },
});

// A failed search says so inside the result list, not in a toast over the page.
silenceErrorToasts('Search');

export const { useSearchQuery } = searchApi;

export type * from './Search.generated';
