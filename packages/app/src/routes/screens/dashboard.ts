import { lazyScreen, type AreaScreens } from './types';

/** Routes of the dashboard area (one chunk). */
export const dashboardScreens: AreaScreens = {
  '/dashboard': lazyScreen(
    () => import('@podoffice/features/dashboard/screens/DashboardScreen'),
    'DashboardScreen',
  ),
};
