/** Where a product type's Edit and Variants go (routes in the app's routeSpecs.ts). */
export const productTypeEditPath = (id: string) => `/admin/product-types/edit/${id}`;
export const productTypeVariantsPath = (id: string) => `/admin/product-types/${id}/variants`;
/** Add New. */
export const PRODUCT_TYPE_ADD_PATH = '/admin/product-types/add';
/** The full list, where the form goes back to. */
export const PRODUCT_TYPE_LIST_PATH = '/admin/product-types';
