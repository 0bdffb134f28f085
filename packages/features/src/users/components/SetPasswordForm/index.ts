export {
  SetPasswordForm,
  type SetPasswordFormProps,
  type SetPasswordValues,
} from './SetPasswordForm';
