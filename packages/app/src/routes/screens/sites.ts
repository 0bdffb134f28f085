import { lazy } from 'react';
import type { AreaScreens } from './types';

/** Routes of the sites area whose screens are built (lazy: one chunk per area). */
export const sitesScreens: AreaScreens = {
  '/sites': lazy(() =>
    import('@podoffice/features/sites').then((m) => ({ default: m.SitesScreen })),
  ),
  '/egg/sites': lazy(() =>
    import('@podoffice/features/sites').then((m) => ({ default: m.EggSitesScreen })),
  ),
};
