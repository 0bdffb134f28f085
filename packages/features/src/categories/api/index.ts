import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Categories.generated';

const CATEGORIES = { type: 'Category', id: 'LIST' } as const;

/** The category endpoints with cache tags: a change refreshes the lists and the edited record. */
export const categoriesApi = api.enhanceEndpoints({
  endpoints: {
    Categories: { providesTags: [CATEGORIES] },
    CategoryById: { providesTags: (_result, _error, { id }) => [{ type: 'Category', id }] },
    CreateCategory: { invalidatesTags: [CATEGORIES] },
    UpdateCategory: {
      invalidatesTags: (_result, _error, { id }) => [CATEGORIES, { type: 'Category', id }],
    },
    DeleteCategory: { invalidatesTags: [CATEGORIES] },
  },
});

// The table shows a failed load in its error state and the form page in an alert; a refused save
// shows in the form.
silenceErrorToasts('Categories', 'CategoryById', 'CreateCategory', 'UpdateCategory');

export const {
  useCategoriesQuery,
  useCategoryByIdQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
} = categoriesApi;

export type * from './Categories.generated';
