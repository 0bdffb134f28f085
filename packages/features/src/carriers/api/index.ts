import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Carriers.generated';

const LIST = { type: 'Carriers', id: 'LIST' } as const;

/** The carriers endpoints; a mutation that changes an entry invalidates LIST. */
export const carriersApi = api.enhanceEndpoints({
  endpoints: {
    Carriers: { providesTags: [LIST] },
  },
});

// The table shows a failed load in its error state.
silenceErrorToasts('Carriers');

export const { useCarriersQuery } = carriersApi;

export type * from './Carriers.generated';
