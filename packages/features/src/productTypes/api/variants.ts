import { silenceErrorToasts } from '../../api/errorPolicy';
import { api as variantsApi } from './ProductTypeVariants.generated';

// The variant screen's endpoints, apart from the list's (api/index.ts) so that the list screens'
// chunks do not carry them.

// The lists' tag (api/index.ts): a save changes their variant counts.
const PRODUCT_TYPES = { type: 'ProductType', id: 'LIST' } as const;
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

// The variant screen shows a failed load (not found, refused) in place of the grid, and a partner
// catalogue that cannot be read in the mapping modal; a refused save keeps the usual toast with
// the server's message (spec 2 §8).
silenceErrorToasts('ProductTypeVariants', 'VariantPartnerCatalog');

export const {
  useProductTypeVariantsQuery,
  useVariantPartnersQuery,
  useLazyVariantPartnerCatalogQuery,
  useSaveProductTypeVariantsMutation,
} = productTypeVariantsApi;

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
