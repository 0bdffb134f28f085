import { lazy } from 'react';
import type { AreaScreens } from './types';

/** Routes of the levels area whose screens are built (lazy: one chunk per area). */
export const levelsScreens: AreaScreens = {
  '/admin/seller-levels': lazy(() =>
    import('@podoffice/features/levels').then((m) => ({ default: m.LevelsScreen })),
  ),
};
