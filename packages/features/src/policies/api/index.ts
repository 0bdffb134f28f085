import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Policies.generated';

const LIST = { type: 'Policy', id: 'LIST' } as const;

/** The guideline & policy endpoints with cache tags: any change refreshes both columns. */
export const policiesApi = api.enhanceEndpoints({
  endpoints: {
    Policies: { providesTags: [LIST] },
    PolicyById: { providesTags: (_result, _error, { id }) => [{ type: 'Policy', id }] },
    CreatePolicy: { invalidatesTags: [LIST] },
    UpdatePolicy: { invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Policy', id }] },
    DeletePolicy: { invalidatesTags: [LIST] },
  },
});

// The columns show a failed load in their error state and the form in an alert; failed changes
// get the usual toast with the server's message.
silenceErrorToasts('Policies', 'PolicyById');

export const {
  usePoliciesQuery,
  usePolicyByIdQuery,
  useCreatePolicyMutation,
  useUpdatePolicyMutation,
  useDeletePolicyMutation,
} = policiesApi;

export type * from './Policies.generated';
