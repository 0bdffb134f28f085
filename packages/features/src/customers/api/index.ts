import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Customers.generated';

const CUSTOMERS = { type: 'Customer', id: 'LIST' } as const;

/** The customer reads with their cache tag (no call of §7 changes a customer yet). */
export const customersApi = api.enhanceEndpoints({
  endpoints: {
    Customers: { providesTags: [CUSTOMERS] },
    CustomerById: { providesTags: (_r, _e, { id }) => [{ type: 'Customer', id }] },
    OrdersByCustomer: { providesTags: (_r, _e, { cus_id }) => [{ type: 'Customer', id: cus_id }] },
  },
});

// Each screen shows a failed load in its own error state (spec 2 §8: customer order load failures
// show the first message), so no toast repeats it.
silenceErrorToasts('Customers', 'CustomerById', 'OrdersByCustomer');

export const { useCustomersQuery, useCustomerByIdQuery, useOrdersByCustomerQuery } = customersApi;

export type * from './Customers.generated';
