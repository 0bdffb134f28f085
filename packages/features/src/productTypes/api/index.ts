import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './ProductTypes.generated';

const PRODUCT_TYPES = { type: 'ProductType', id: 'LIST' } as const;

/** The product type endpoints with cache tags: a pause, clone or delete refreshes the lists. */
export const productTypesApi = api.enhanceEndpoints({
  endpoints: {
    ProductTypes: { providesTags: [PRODUCT_TYPES] },
    UpdateProductTypeState: { invalidatesTags: [PRODUCT_TYPES] },
    DuplicateProductType: { invalidatesTags: [PRODUCT_TYPES] },
    DeleteProductType: { invalidatesTags: [PRODUCT_TYPES] },
  },
});

// The table shows a failed load in its error state; the screen answers a failed clone, delete or
// filter load with spec 2 §8's 'Something wrong!' itself. A refused pause keeps the usual toast
// with the server's message.
silenceErrorToasts(
  'ProductTypes',
  'ProductTypeCategories',
  'ProductTypeSuppliers',
  'DuplicateProductType',
  'DeleteProductType',
);

export const {
  useProductTypesQuery,
  useProductTypeCategoriesQuery,
  useProductTypeSuppliersQuery,
  useUpdateProductTypeStateMutation,
  useDuplicateProductTypeMutation,
  useDeleteProductTypeMutation,
} = productTypesApi;

export type * from './ProductTypes.generated';
