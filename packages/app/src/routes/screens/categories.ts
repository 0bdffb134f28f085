import { lazy } from 'react';
import type { AreaScreens } from './types';

const categories = () => import('@podoffice/features/categories');
const CategoryForm = lazy(() => categories().then((m) => ({ default: m.CategoryFormScreen })));

/** Routes of the categories area whose screens are built (lazy: one chunk per area). */
export const categoriesScreens: AreaScreens = {
  '/admin/categories': lazy(() => categories().then((m) => ({ default: m.CategoriesScreen }))),
  '/admin/category/add': CategoryForm,
  '/admin/category/edit/:id': CategoryForm,
};
