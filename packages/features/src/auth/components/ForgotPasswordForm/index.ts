export {
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
  type ForgotPasswordValues,
} from './ForgotPasswordForm';
