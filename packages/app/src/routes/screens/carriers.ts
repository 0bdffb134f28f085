import { lazyScreen, type AreaScreens } from './types';

/** Routes of the carriers area whose screens are built (one chunk per screen). */
export const carriersScreens: AreaScreens = {
  '/admin/carriers': lazyScreen(
    () => import('@podoffice/features/carriers/screens/CarriersScreen'),
    'CarriersScreen',
  ),
};
