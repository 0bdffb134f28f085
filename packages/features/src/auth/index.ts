// The auth area (lazy-loaded by the app per route): sign in, sign up, passwords, activation.
export { SignInScreen } from './screens/SignInScreen';
export { SignUpScreen, REGISTER_SUCCESS_MS } from './screens/SignUpScreen';
export { ForgotPasswordScreen } from './screens/ForgotPasswordScreen';
export { ResetPasswordScreen } from './screens/ResetPasswordScreen';
export { AccountActivationScreen, ACTIVATION_REDIRECT_MS } from './screens/AccountActivationScreen';
export { useLogout } from './screens/useLogout';
export { destinationAfterSignIn, type SignInRedirectState } from '@podoffice/domain';
export { AuthPanel, type AuthPanelProps } from './components/AuthPanel';
export { SignInForm, type SignInFormProps } from './components/SignInForm';
export { SignUpForm, type SignUpFormProps } from './components/SignUpForm';
export {
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
  type ForgotPasswordValues,
} from './components/ForgotPasswordForm';
export {
  ResetPasswordForm,
  type ResetPasswordFormProps,
  type ResetPasswordValues,
} from './components/ResetPasswordForm';
export {
  ActivationResult,
  type ActivationResultProps,
  type ActivationState,
} from './components/ActivationResult';
export {
  authApi,
  useAccountActivationMutation,
  useChangePasswordMutation,
  useLazyMeQuery,
  useLoginMutation,
  useMeQuery,
  useRegisterMutation,
  useResetPasswordByTokenMutation,
  useResetPasswordMutation,
} from './api';
export type * from './api/Auth.generated';
