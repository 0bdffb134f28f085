import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Profile.generated';

/**
 * The profile endpoints. The profile is the signed-in user (me), so a saved profile refreshes
 * every me query, the app's greeting included.
 */
export const profileApi = api.enhanceEndpoints({
  endpoints: {
    Profile: { providesTags: ['Me'] },
    UpdateProfile: { invalidatesTags: ['Me'] },
  },
});

// The profile shows a failed load in place; a failed upload says 'Could not upload file' itself.
silenceErrorToasts('Profile', 'CreateUploadUrl', 'RecordUploadedFile');

export const {
  useProfileQuery,
  useUpdateProfileMutation,
  useChangeOwnPasswordMutation,
  useCreateUploadUrlMutation,
  useRecordUploadedFileMutation,
} = profileApi;

export type * from './Profile.generated';
