import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Auth.generated';

/**
 * The auth endpoints with cache tags. Signing in needs no tag: the store empties the whole cache
 * when a session starts, so nothing of a previous user survives.
 */
export const authApi = api.enhanceEndpoints({
  endpoints: {
    Me: { providesTags: ['Me'] },
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
