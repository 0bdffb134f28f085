import { lazyScreen, type AreaScreens } from './types';

/** Routes of the sites area whose screens are built (one chunk per screen). */
export const sitesScreens: AreaScreens = {
  '/sites': lazyScreen(
    () => import('@podoffice/features/sites/screens/SitesScreen'),
    'SitesScreen',
  ),
  '/egg/sites': lazyScreen(
    () => import('@podoffice/features/sites/screens/EggSitesScreen'),
    'EggSitesScreen',
  ),
};
