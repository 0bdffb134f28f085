export {
  ResetPasswordForm,
  type ResetPasswordFormProps,
  type ResetPasswordValues,
} from './ResetPasswordForm';
