import { lazyScreen, type AreaScreens } from './types';

/** Routes of the levels area whose screens are built (one chunk per screen). */
export const levelsScreens: AreaScreens = {
  '/admin/seller-levels': lazyScreen(
    () => import('@podoffice/features/levels/screens/LevelsScreen'),
    'LevelsScreen',
  ),
};
