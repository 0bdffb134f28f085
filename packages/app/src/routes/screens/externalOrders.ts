import { lazyScreen, type AreaScreens } from './types';

/** Routes of the external orders area whose screens are built (one chunk per screen). */
export const externalOrdersScreens: AreaScreens = {
  '/orders/external': lazyScreen(
    () => import('@podoffice/features/externalOrders/screens/ExternalOrdersScreen'),
    'ExternalOrdersScreen',
  ),
  '/admin/orders/external': lazyScreen(
    () => import('@podoffice/features/externalOrders/screens/AdminExternalOrdersScreen'),
    'AdminExternalOrdersScreen',
  ),
};
