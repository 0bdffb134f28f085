import { lazyScreen, type AreaScreens } from './types';

/**
 * Routes of the productTypes area whose screens are built (one chunk per screen); the form
 * (/admin/product-types/add, edit/:id) stays planned.
 */
export const productTypesScreens: AreaScreens = {
  '/admin/product-types': lazyScreen(
    () => import('@podoffice/features/productTypes/screens/ProductTypesScreen'),
    'ProductTypesScreen',
  ),
  '/product-types': lazyScreen(
    () => import('@podoffice/features/productTypes/screens/SupplierProductTypesScreen'),
    'SupplierProductTypesScreen',
  ),
  '/admin/product-types/:id/variants': lazyScreen(
    () => import('@podoffice/features/productTypes/screens/ProductTypeVariantsScreen'),
    'ProductTypeVariantsScreen',
  ),
};
