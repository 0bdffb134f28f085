import { PasswordForm, type PasswordValues } from '../../../shared/PasswordForm';

export type ChangePasswordValues = PasswordValues;

export interface ChangePasswordFormProps {
  /** Called with the checked values; resolve true to empty the form (the change was saved). */
  onSubmit: (values: ChangePasswordValues) => Promise<boolean> | boolean;
}

/**
 * Change password: current, new and confirmation, each required, at most 50 characters. One's own
 * password: the current one is asked.
 */
export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
  return <PasswordForm askCurrent onSubmit={onSubmit} />;
}
