import { lazyScreen, type AreaScreens } from './types';

/**
 * Routes of the productTypes area whose screens are built (one chunk per screen); the form and
 * the variant grid (/admin/product-types/add, edit/:id, :id/variants) stay planned.
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
};
