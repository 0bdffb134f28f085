// The profile area (lazy-loaded by the app for /profile and /change-password): the signed-in
// user's profile, avatar and password.
export { ProfileScreen } from './screens/ProfileScreen';
export { ChangePasswordScreen } from './screens/ChangePasswordScreen';
export { ProfileForm, type ProfileFormProps } from './components/ProfileForm';
export {
  ChangePasswordForm,
  type ChangePasswordFormProps,
  type ChangePasswordValues,
} from './components/ChangePasswordForm';
export { putFile, previewUrl } from '../shared/putFile';
export {
  profileApi,
  useChangeOwnPasswordMutation,
  useCreateUploadUrlMutation,
  useProfileQuery,
  useRecordUploadedFileMutation,
  useUpdateProfileMutation,
} from './api';
export type * from './api/Profile.generated';
