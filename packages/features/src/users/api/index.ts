import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Users.generated';

const LIST = { type: 'User', id: 'LIST' } as const;

/** The users endpoints with cache tags: a created, changed or deleted user refreshes the lists. */
export const usersApi = api.enhanceEndpoints({
  endpoints: {
    Users: { providesTags: [LIST] },
    UserById: { providesTags: (_result, _error, { id }) => [{ type: 'User', id }] },
    CreateUser: { invalidatesTags: [LIST, { type: 'User', id: 'SELLERS' }] },
    UpdateUserAccount: {
      invalidatesTags: (_result, _error, { id }) => [
        LIST,
        { type: 'User', id },
        { type: 'User', id: 'SELLERS' },
        'Me',
      ],
    },
    DeleteUser: { invalidatesTags: [LIST, { type: 'User', id: 'SELLERS' }] },
    BlockUser: {
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'User', id }],
    },
  },
});

// The list and the edit screen show a failed load in their own error state.
silenceErrorToasts('Users', 'UserById');

export const {
  useUsersQuery,
  useUserByIdQuery,
  useUserRolesQuery,
  useExportTemplatesQuery,
  useCreateUserMutation,
  useUpdateUserAccountMutation,
  useDeleteUserMutation,
  useBlockUserMutation,
  useSetUserPasswordMutation,
} = usersApi;

export type * from './Users.generated';
