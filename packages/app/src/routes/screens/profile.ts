import { lazyScreen, type AreaScreens } from './types';

/** Routes of the profile area whose screens are built (one chunk per screen). */
export const profileScreens: AreaScreens = {
  '/profile': lazyScreen(
    () => import('@podoffice/features/profile/screens/ProfileScreen'),
    'ProfileScreen',
  ),
  '/change-password': lazyScreen(
    () => import('@podoffice/features/profile/screens/ChangePasswordScreen'),
    'ChangePasswordScreen',
  ),
};
