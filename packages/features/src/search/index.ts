// The search area: the top bar's search box (issue 10 §3), loaded by the app with its layout.
export { GlobalSearch, SEARCH_DEBOUNCE_MS, type GlobalSearchProps } from './screens/GlobalSearch';
export { TopBarSearch, type TopBarSearchProps } from './screens/TopBarSearch';
export { searchApi, useSearchQuery } from './api';
export type * from './api/Search.generated';
