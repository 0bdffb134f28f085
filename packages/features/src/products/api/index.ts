import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Products.generated';

const LIST = { type: 'Products', id: 'LIST' } as const;

/** The products endpoints; a change to a product invalidates the list. */
export const productsApi = api.enhanceEndpoints({
  endpoints: {
    Products: { providesTags: [LIST] },
    ProductById: { providesTags: (_r, _e, { id }) => [{ type: 'Products', id }] },
    UpdateProduct: { invalidatesTags: (_r, _e, { id }) => [LIST, { type: 'Products', id }] },
    DeleteProduct: { invalidatesTags: [LIST] },
    ResetVariantsPrintFiles: {
      invalidatesTags: (_r, _e, { product_id }) => [LIST, { type: 'Products', id: product_id }],
    },
    CreateProduct: { invalidatesTags: [LIST] },
    UpdatePrintFiles: {
      invalidatesTags: (_r, _e, { product_id }) => [LIST, { type: 'Products', id: product_id }],
    },
  },
});

// The table and step 2 show a failed load in their error state.
silenceErrorToasts('Products', 'ProductFormTypes', 'ProductFormSites');

export const {
  useProductsQuery,
  useProductByIdQuery,
  useProductFilterSitesQuery,
  useProductFilterProductTypesQuery,
  useProductPickerTypesQuery,
  useProductFormTypesQuery,
  useProductFormSitesQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useResetVariantsPrintFilesMutation,
  useExportProductMutation,
  useProductDesignUploadUrlMutation,
  useRecordProductDesignFileMutation,
  useUpdatePrintFilesMutation,
} = productsApi;

export type * from './Products.generated';
