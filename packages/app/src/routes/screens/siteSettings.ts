import { lazy } from 'react';
import type { AreaScreens } from './types';

/** Routes of the siteSettings area whose screens are built (lazy: one chunk per area). */
export const siteSettingsScreens: AreaScreens = {
  '/sites/:id/settings': lazy(() =>
    import('@podoffice/features/siteSettings').then((m) => ({ default: m.SiteSettingsScreen })),
  ),
  '/settings': lazy(() =>
    import('@podoffice/features/siteSettings').then((m) => ({ default: m.SellerSettingsScreen })),
  ),
};
