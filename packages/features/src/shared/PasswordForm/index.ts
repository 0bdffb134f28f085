export { PasswordForm } from './PasswordForm';
export type { PasswordFormProps, PasswordValues } from './PasswordForm';
