import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Customers.generated';

const CUSTOMERS = { type: 'Customer', id: 'LIST' } as const;

/** The customer reads with their cache tag; an edit refreshes the customer and the list. */
export const customersApi = api.enhanceEndpoints({
  endpoints: {
    Customers: { providesTags: [CUSTOMERS] },
    CustomerById: { providesTags: (_r, _e, { id }) => [{ type: 'Customer', id }] },
    OrdersByCustomer: { providesTags: (_r, _e, { cus_id }) => [{ type: 'Customer', id: cus_id }] },
    UpdateCustomer: {
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Customer', id }, CUSTOMERS]),
    },
  },
});

// Each screen shows a failed load in its own error state (spec 2 §8: customer order load failures
// show the first message), so no toast repeats it.
// A refused edit shows in the form's alert, where the typed values still are.
silenceErrorToasts('Customers', 'CustomerById', 'OrdersByCustomer', 'UpdateCustomer');

export const {
  useCustomersQuery,
  useCustomerByIdQuery,
  useOrdersByCustomerQuery,
  useUpdateCustomerMutation,
} = customersApi;

export type * from './Customers.generated';
