import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Auth.generated';

/** The auth endpoints with cache tags: signing in refreshes the current user. */
export const authApi = api.enhanceEndpoints({
  endpoints: {
    Me: { providesTags: ['Me'] },
    Login: { invalidatesTags: ['Me'] },
    ChangePassword: { invalidatesTags: ['Me'] },
  },
});

// The auth screens show these failures in their own alerts; the app handles a failed me.
silenceErrorToasts(
  'Login',
  'Me',
  'Register',
  'AccountActivation',
  'ResetPassword',
  'ResetPasswordByToken',
);

export const {
  useLoginMutation,
  useMeQuery,
  useLazyMeQuery,
  useRegisterMutation,
  useAccountActivationMutation,
  useResetPasswordMutation,
  useResetPasswordByTokenMutation,
  useChangePasswordMutation,
} = authApi;

export type * from './Auth.generated';
