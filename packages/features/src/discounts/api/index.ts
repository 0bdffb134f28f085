import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Discounts.generated';

const LIST = { type: 'Discount', id: 'LIST' } as const;

/** The discount endpoints with cache tags: any change refreshes the list and that discount. */
export const discountsApi = api.enhanceEndpoints({
  endpoints: {
    Discounts: { providesTags: [LIST] },
    DiscountById: { providesTags: (_result, _error, { id }) => [{ type: 'Discount', id }] },
    CreateDiscount: { invalidatesTags: [LIST] },
    UpdateDiscount: {
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Discount', id }],
    },
    DeleteDiscount: { invalidatesTags: [LIST] },
  },
});

// The list shows a failed load in its error state and the form in an alert; the type labels
// fall back to the domain's own. Failed changes get the usual toast.
silenceErrorToasts('Discounts', 'DiscountById', 'DiscountTypes');

export const {
  useDiscountsQuery,
  useDiscountByIdQuery,
  useDiscountTypesQuery,
  useCreateDiscountMutation,
  useUpdateDiscountMutation,
  useDeleteDiscountMutation,
} = discountsApi;

export type * from './Discounts.generated';
