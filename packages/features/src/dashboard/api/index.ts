import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Dashboard.generated';

/** The dashboard's counts; order changes (a later wave's mutations) invalidate 'Dashboard'. */
export const dashboardApi = api.enhanceEndpoints({
  endpoints: { Dashboard: { providesTags: ['Dashboard'] } },
});

// Spec 2 §8: a failed dashboard load only stops the loading state; the screen shows it in place
// of the cards (with Try again), not as a toast as well.
silenceErrorToasts('Dashboard');

export const { useDashboardQuery } = dashboardApi;

export type * from './Dashboard.generated';
