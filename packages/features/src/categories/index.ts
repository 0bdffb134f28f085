// The categories area (lazy-loaded by the app for /admin/categories and the category forms).
export { CategoriesScreen } from './screens/CategoriesScreen';
export { CategoryFormScreen } from './screens/CategoryFormScreen';
export { CategoriesTable, type CategoriesTableProps } from './components/CategoriesTable';
export { CategoryForm, type CategoryFormProps } from './components/CategoryForm';
export {
  categoriesApi,
  useCategoriesQuery,
  useCategoryByIdQuery,
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useUpdateCategoryMutation,
} from './api';
export type * from './api/Categories.generated';
