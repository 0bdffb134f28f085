import { lazyScreen, type AreaScreens } from './types';

/**
 * Routes of the catalog area (one chunk per screen). Only users with is_special reach them: the
 * route specs' requiresSpecial gives everyone else the not-found page.
 */
export const catalogScreens: AreaScreens = {
  '/catalog': lazyScreen(
    () => import('@podoffice/features/catalog/screens/CatalogScreen'),
    'CatalogScreen',
  ),
  '/catalog/:id': lazyScreen(
    () => import('@podoffice/features/catalog/screens/CatalogDetailScreen'),
    'CatalogDetailScreen',
  ),
};
