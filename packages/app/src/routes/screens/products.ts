import { lazyScreen, type AreaScreens } from './types';

/** Routes of the products area whose screens are built (one chunk per screen). */
export const productsScreens: AreaScreens = {
  '/products': lazyScreen(
    () => import('@podoffice/features/products/screens/ProductsScreen'),
    'ProductsScreen',
  ),
};
