import { lazyScreen, type AreaScreens } from './types';

/** Routes of the products area whose screens are built (one chunk per screen). */
export const productsScreens: AreaScreens = {
  '/products': lazyScreen(
    () => import('@podoffice/features/products/screens/ProductsScreen'),
    'ProductsScreen',
  ),
  '/products/add/step1': lazyScreen(
    () => import('@podoffice/features/products/screens/AddProductStep1Screen'),
    'AddProductStep1Screen',
  ),
  '/products/add/step2/:ids': lazyScreen(
    () => import('@podoffice/features/products/screens/AddProductStep2Screen'),
    'AddProductStep2Screen',
  ),
  '/products/clone/:product_id/:ids': lazyScreen(
    () => import('@podoffice/features/products/screens/CloneProductScreen'),
    'CloneProductScreen',
  ),
  '/sites/:id/mapping-products': lazyScreen(
    () => import('@podoffice/features/products/screens/MappingProductsScreen'),
    'MappingProductsScreen',
  ),
  '/products/edit/:id': lazyScreen(
    () => import('@podoffice/features/products/screens/EditProductScreen'),
    'EditProductScreen',
  ),
};
