import { lazy } from 'react';
import type { AreaScreens } from './types';

/** Routes of the profile area whose screens are built (lazy: one chunk per area). */
export const profileScreens: AreaScreens = {
  '/profile': lazy(() =>
    import('@podoffice/features/profile').then((m) => ({ default: m.ProfileScreen })),
  ),
  '/change-password': lazy(() =>
    import('@podoffice/features/profile').then((m) => ({ default: m.ChangePasswordScreen })),
  ),
};
