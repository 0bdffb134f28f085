import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Balance.generated';

/** The balance endpoints with cache tags: a new or changed entry refreshes the list and its cards. */
export const balanceApi = api.enhanceEndpoints({
  endpoints: {
    Balances: { providesTags: [{ type: 'Balance', id: 'LIST' }] },
    BalanceTotals: { providesTags: [{ type: 'Balance', id: 'LIST' }] },
    CreateBalance: { invalidatesTags: [{ type: 'Balance', id: 'LIST' }] },
    // Nothing is recorded until the payer comes back and createBalance captures the payment.
    CreateCardCheckout: {},
    UpdateBalance: { invalidatesTags: [{ type: 'Balance', id: 'LIST' }] },
    BalanceSites: { providesTags: [{ type: 'Site', id: 'LIST' }] },
    Sellers: { providesTags: [{ type: 'User', id: 'SELLERS' }] },
  },
});

// The table shows a failed load in its error state; a failed approve or deny says 'Something wrong!'.
silenceErrorToasts('Balances', 'BalanceTotals', 'UpdateBalance');

export const {
  useBalancesQuery,
  useBalanceTotalsQuery,
  useCreateBalanceMutation,
  useCreateCardCheckoutMutation,
  useUpdateBalanceMutation,
  useBalanceSitesQuery,
  useSellersQuery,
} = balanceApi;

export type * from './Balance.generated';
