import { lazyScreen, type AreaScreens } from './types';

/** Routes of the orders area whose screens are built (one chunk per screen). */
export const ordersScreens: AreaScreens = {
  '/orders': lazyScreen(
    () => import('@podoffice/features/orders/screens/OrdersScreen'),
    'OrdersScreen',
  ),
  '/orders/ApiOrders': lazyScreen(
    () => import('@podoffice/features/orders/screens/ApiOrdersScreen'),
    'ApiOrdersScreen',
  ),
  '/orders/trackings': lazyScreen(
    () => import('@podoffice/features/orders/screens/TrackingsScreen'),
    'TrackingsScreen',
  ),
  '/orders/tranfers': lazyScreen(
    () => import('@podoffice/features/orders/screens/TransfersScreen'),
    'TransfersScreen',
  ),
  '/orders/orders-manager/:id': lazyScreen(
    () => import('@podoffice/features/orders/screens/OrderDetailScreen'),
    'OrderDetailScreen',
  ),
};
