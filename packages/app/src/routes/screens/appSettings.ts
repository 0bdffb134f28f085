import { lazyScreen, type AreaScreens } from './types';

/** Routes of the appSettings area whose screens are built (one chunk per screen). */
export const appSettingsScreens: AreaScreens = {
  '/admin/settings': lazyScreen(
    () => import('@podoffice/features/appSettings/screens/AppSettingsScreen'),
    'AppSettingsScreen',
  ),
  '/admin/tracking': lazyScreen(
    () => import('@podoffice/features/appSettings/screens/TrackingSettingsScreen'),
    'TrackingSettingsScreen',
  ),
};
