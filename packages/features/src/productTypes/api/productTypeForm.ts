import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './ProductTypeForm.generated';

const PRODUCT_TYPES = { type: 'ProductType', id: 'LIST' } as const;

/**
 * The form's endpoints with cache tags: a save refreshes the lists and the saved type. Apart from
 * index.ts's list endpoints so the variant grid's calls can be added beside them.
 */
export const productTypeFormApi = api.enhanceEndpoints({
  endpoints: {
    ProductTypeForEdit: {
      providesTags: (_result, _error, { id }) => [{ type: 'ProductType', id }],
    },
    CreateProductType: { invalidatesTags: [PRODUCT_TYPES] },
    UpdateProductType: {
      invalidatesTags: (_result, _error, { id }) => [PRODUCT_TYPES, { type: 'ProductType', id }],
    },
  },
});

// The screen shows these failures itself: a type that cannot be loaded in place of the form, a
// picker that cannot load as spec 2 §8's 'Something wrong!', an upload as 'Could not upload file'.
silenceErrorToasts(
  'ProductTypeForEdit',
  'ProductTypeFormAttributes',
  'ProductTypeFormAttributeTerms',
  'ProductTypeFormCarriers',
  'ProductTypeImageUploadUrl',
  'RecordProductTypeImage',
);

export const {
  useProductTypeForEditQuery,
  useCreateProductTypeMutation,
  useUpdateProductTypeMutation,
  useProductTypeFormAttributesQuery,
  useLazyProductTypeFormAttributeTermsQuery,
  useProductTypeFormCarriersQuery,
  useProductTypeImageUploadUrlMutation,
  useRecordProductTypeImageMutation,
} = productTypeFormApi;

export type * from './ProductTypeForm.generated';
