import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Carriers.generated';

const CARRIERS = { type: 'Carrier', id: 'LIST' } as const;

/** The carrier endpoints with cache tags: any change refreshes the lists (a delete moves a row). */
export const carriersApi = api.enhanceEndpoints({
  endpoints: {
    Carriers: { providesTags: [CARRIERS] },
    CreateCarrier: { invalidatesTags: [CARRIERS] },
    UpdateCarrier: { invalidatesTags: [CARRIERS] },
    DeleteCarrier: { invalidatesTags: [CARRIERS] },
  },
});

// The table shows a failed load in its error state and the form a refused save; a refused delete
// keeps the usual toast with the server's message (spec 2 §8).
silenceErrorToasts('Carriers', 'CreateCarrier', 'UpdateCarrier');

export const {
  useCarriersQuery,
  useCreateCarrierMutation,
  useUpdateCarrierMutation,
  useDeleteCarrierMutation,
} = carriersApi;

export type * from './Carriers.generated';
