import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Products.generated';
import { api as mappingApi } from './ProductMapping.generated';

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
    UpdateProductFromSite: {
      invalidatesTags: (_r, _e, { id }) => [LIST, { type: 'Products', id }],
    },
  },
});

const MAPPED = { type: 'Products', id: 'MAPPED' } as const;

/**
 * The mapping wizard's endpoints. A mapping is a job: the wizard reads the marks again when each
 * one ends (a mark read when it starts would be stale).
 */
export const productMappingApi = mappingApi.enhanceEndpoints({
  endpoints: { ProductCheckOriginIds: { providesTags: [MAPPED] } },
});

// The table and step 2 show a failed load in their error state.
silenceErrorToasts(
  'Products',
  'ProductFormTypes',
  'ProductFormSites',
  'ShopCategories',
  'ShopTags',
  'ShopProducts',
  'MappingSite',
);

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
  useUpdateProductFromSiteMutation,
} = productsApi;

export const {
  useMappingSiteQuery,
  useShopCategoriesQuery,
  useShopTagsQuery,
  useShopProductsQuery,
  useProductCheckOriginIdsQuery,
  useFetchProductFromSiteMutation,
} = productMappingApi;

export type * from './Products.generated';
export type { ShopProductsQuery } from './ProductMapping.generated';
