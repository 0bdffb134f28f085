import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Levels.generated';

const LEVELS = { type: 'UserLevel', id: 'LIST' } as const;

/** The level endpoints with cache tags: any change refreshes the list (its totals and creaters). */
export const levelsApi = api.enhanceEndpoints({
  endpoints: {
    UserLevels: { providesTags: [LEVELS] },
    CreateUserLevel: { invalidatesTags: [LEVELS] },
    UpdateUserLevel: { invalidatesTags: [LEVELS] },
    DeleteUserLevel: { invalidatesTags: [LEVELS] },
  },
});

// The table shows a failed load in its error state; a refused save shows in the form's alert.
silenceErrorToasts('UserLevels', 'CreateUserLevel', 'UpdateUserLevel');

export const {
  useUserLevelsQuery,
  useCreateUserLevelMutation,
  useUpdateUserLevelMutation,
  useDeleteUserLevelMutation,
} = levelsApi;

export type * from './Levels.generated';
