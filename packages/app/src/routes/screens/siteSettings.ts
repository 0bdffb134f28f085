import { lazyScreen, type AreaScreens } from './types';

/** Routes of the siteSettings area whose screens are built (one chunk per screen). */
export const siteSettingsScreens: AreaScreens = {
  '/sites/:id/settings': lazyScreen(
    () => import('@podoffice/features/siteSettings/screens/SiteSettingsScreen'),
    'SiteSettingsScreen',
  ),
  '/settings': lazyScreen(
    () => import('@podoffice/features/siteSettings/screens/SellerSettingsScreen'),
    'SellerSettingsScreen',
  ),
};
