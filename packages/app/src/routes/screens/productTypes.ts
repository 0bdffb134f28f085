import { lazyScreen, type AreaScreens } from './types';

/**
 * Routes of the productTypes area whose screens are built (one chunk per screen); the variant grid
 * (/admin/product-types/:id/variants) stays planned. Add and edit share the form's screen.
 */
export const productTypesScreens: AreaScreens = {
  '/admin/product-types': lazyScreen(
    () => import('@podoffice/features/productTypes/screens/ProductTypesScreen'),
    'ProductTypesScreen',
  ),
  '/admin/product-types/add': lazyScreen(
    () => import('@podoffice/features/productTypes/screens/ProductTypeFormScreen'),
    'ProductTypeFormScreen',
  ),
  '/admin/product-types/edit/:id': lazyScreen(
    () => import('@podoffice/features/productTypes/screens/ProductTypeFormScreen'),
    'ProductTypeFormScreen',
  ),
  '/product-types': lazyScreen(
    () => import('@podoffice/features/productTypes/screens/SupplierProductTypesScreen'),
    'SupplierProductTypesScreen',
  ),
};
