import { lazyScreen, type AreaScreens } from './types';

/**
 * Routes of the customers area (one chunk per screen). The list is the Administrator's; a
 * customer's page is open to any signed-in user because the server scopes customerById to the
 * caller's orders (spec 2 §2 names no role for /customers/{id}).
 */
export const customersScreens: AreaScreens = {
  '/customers': lazyScreen(
    () => import('@podoffice/features/customers/screens/CustomersScreen'),
    'CustomersScreen',
  ),
  '/customers/:id': lazyScreen(
    () => import('@podoffice/features/customers/screens/CustomerScreen'),
    'CustomerScreen',
  ),
};
