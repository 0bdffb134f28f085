import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Dashboard.generated';
import { api as supplierApi } from './SupplierDashboard.generated';

/** The dashboard's counts; order changes (a later wave's mutations) invalidate 'Dashboard'. */
export const dashboardApi = api.enhanceEndpoints({
  endpoints: { Dashboard: { providesTags: ['Dashboard'] } },
});

/** The news a dashboard load shows (3 per load). */
export const DASHBOARD_NEWS_PAGE = 3;

/**
 * The supplier dashboard's figures follow the orders as the counts do ('Dashboard'). The news
 * pages (limit 3, a growing offset) gather in one cache entry per status, so Load more appends to
 * what is shown instead of replacing it; a first page (offset 0) starts the list afresh.
 */
export const supplierDashboardApi = supplierApi.enhanceEndpoints({
  endpoints: {
    SupplierStats: { providesTags: ['Dashboard'] },
    SupplierTransactions: { providesTags: ['Dashboard'] },
    DashboardNews: {
      serializeQueryArgs: ({ endpointName, queryArgs }) =>
        `${endpointName}(${String(queryArgs?.filter?.status ?? '')})`,
      merge: (cached, incoming, { arg }) => {
        if (!arg?.filter?.offset) return incoming;
        const seen = new Set(cached.news.hits.map((hit) => hit.id));
        cached.news.count = incoming.news.count;
        cached.news.hits.push(...incoming.news.hits.filter((hit) => !seen.has(hit.id)));
        return cached;
      },
      forceRefetch: ({ currentArg, previousArg }) =>
        currentArg?.filter?.offset !== previousArg?.filter?.offset,
    },
  },
});

// Spec 2 §8: a failed dashboard load only stops the loading state; the screen shows it in place
// of the cards (with Try again), not as a toast as well. A failed news load is the 'ERROR'
// notification of spec 1 §8, raised by the screen.
silenceErrorToasts('Dashboard', 'SupplierStats', 'SupplierTransactions', 'DashboardNews');

export const { useDashboardQuery } = dashboardApi;
export const { useSupplierStatsQuery, useSupplierTransactionsQuery, useDashboardNewsQuery } =
  supplierDashboardApi;

export type * from './Dashboard.generated';
export type {
  SupplierStatsQuery,
  SupplierStatsQueryVariables,
  SupplierTransactionsQuery,
  SupplierTransactionsQueryVariables,
  DashboardNewsQuery,
  DashboardNewsQueryVariables,
} from './SupplierDashboard.generated';
