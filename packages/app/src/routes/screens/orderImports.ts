import { lazyScreen, type AreaScreens } from './types';

/** Routes of the order imports area whose screens are built (one chunk per screen). */
export const orderImportsScreens: AreaScreens = {
  '/orders/import-history': lazyScreen(
    () => import('@podoffice/features/orderImports/screens/ImportHistoryScreen'),
    'ImportHistoryScreen',
  ),
  '/sites/:id/import-orders': lazyScreen(
    () => import('@podoffice/features/orderImports/screens/ImportOrdersScreen'),
    'ImportOrdersScreen',
  ),
};
