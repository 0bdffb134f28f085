import { lazyScreen, type AreaScreens } from './types';

const CategoryForm = lazyScreen(
  () => import('@podoffice/features/categories/screens/CategoryFormScreen'),
  'CategoryFormScreen',
);

/** Routes of the categories area whose screens are built (one chunk per screen). */
export const categoriesScreens: AreaScreens = {
  '/admin/categories': lazyScreen(
    () => import('@podoffice/features/categories/screens/CategoriesScreen'),
    'CategoriesScreen',
  ),
  '/admin/category/add': CategoryForm,
  '/admin/category/edit/:id': CategoryForm,
};
