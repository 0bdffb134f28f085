import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './ProductTypes.generated';
import { api as variantsApi } from './ProductTypeVariants.generated';

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

const variantGrid = (id: string) => ({ type: 'ProductType', id: `variants:${id}` }) as const;

/**
 * The variant grid's endpoints. A save answers the grid as stored, which is written into the
 * type's cached grid (no second load of thousands of rows), and refreshes the lists (their
 * variant counts).
 */
export const productTypeVariantsApi = variantsApi.enhanceEndpoints({
  endpoints: {
    ProductTypeVariants: {
      providesTags: (_result, _error, { id }) => [variantGrid(id)],
    },
    SaveProductTypeVariants: {
      invalidatesTags: [PRODUCT_TYPES],
      async onQueryStarted({ input }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          variantsApi.util.updateQueryData(
            'ProductTypeVariants',
            { id: input.productTypeId },
            (draft) => {
              draft.productTypeById.variants = data.createProductTypeVariant;
            },
          ),
        );
      },
    },
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
  // The variant screen shows a failed load (not found, refused) in place of the grid, and a
  // partner catalogue that cannot be read in the mapping modal.
  'ProductTypeVariants',
  'VariantPartnerCatalog',
);

export const {
  useProductTypesQuery,
  useProductTypeCategoriesQuery,
  useProductTypeSuppliersQuery,
  useUpdateProductTypeStateMutation,
  useDuplicateProductTypeMutation,
  useDeleteProductTypeMutation,
} = productTypesApi;

export const {
  useProductTypeVariantsQuery,
  useVariantPartnersQuery,
  useLazyVariantPartnerCatalogQuery,
  useSaveProductTypeVariantsMutation,
} = productTypeVariantsApi;

export type * from './ProductTypes.generated';
export type {
  GridVariantFragment,
  MappingPartnerPrintAreaInput,
  PartnerVariantInput,
  ProductTypeVariantInput,
  ProductTypeVariantsInput,
  ProductTypeVariantsQuery,
  ProductTypeVariantsQueryVariables,
  SaveProductTypeVariantsMutation,
  SaveProductTypeVariantsMutationVariables,
  VariantAttributeInput,
  VariantCarrierCostInput,
  VariantPartnerCatalogQuery,
  VariantPartnersQuery,
  VariantSupplierCostInput,
} from './ProductTypeVariants.generated';
