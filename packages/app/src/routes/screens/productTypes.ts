import { lazyScreen, type AreaScreens } from './types';

// Add and edit are one screen: one lazy import, so the route table carries its chunk list once.
const ProductTypeForm = lazyScreen(
  () => import('@podoffice/features/productTypes/screens/ProductTypeFormScreen'),
  'ProductTypeFormScreen',
);

/**
 * Routes of the productTypes area (one chunk per screen; add and edit share the form's).
 */
export const productTypesScreens: AreaScreens = {
  '/admin/product-types': lazyScreen(
    () => import('@podoffice/features/productTypes/screens/ProductTypesScreen'),
    'ProductTypesScreen',
  ),
  '/admin/product-types/add': ProductTypeForm,
  '/admin/product-types/edit/:id': ProductTypeForm,
  '/product-types': lazyScreen(
    () => import('@podoffice/features/productTypes/screens/SupplierProductTypesScreen'),
    'SupplierProductTypesScreen',
  ),
  '/admin/product-types/:id/variants': lazyScreen(
    () => import('@podoffice/features/productTypes/screens/ProductTypeVariantsScreen'),
    'ProductTypeVariantsScreen',
  ),
};
