import { lazy } from 'react';
import type { AreaScreens } from './types';

/** Routes of the appSettings area whose screens are built (lazy: one chunk per area). */
export const appSettingsScreens: AreaScreens = {
  '/admin/settings': lazy(() =>
    import('@podoffice/features/appSettings').then((m) => ({ default: m.AppSettingsScreen })),
  ),
};
