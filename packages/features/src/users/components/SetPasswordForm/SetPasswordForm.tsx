import { PasswordForm } from '../../../shared/PasswordForm';

export interface SetPasswordValues {
  new_password: string;
  confirm: string;
}

export interface SetPasswordFormProps {
  /** Called with the new password once it checks; the form empties after the promise resolves. */
  onSubmit: (values: SetPasswordValues) => Promise<boolean> | boolean;
}

/**
 * User edit, Change Password tab: the new password and its confirmation. An administrator
 * changing another user's password is not asked for the current one.
 */
export function SetPasswordForm({ onSubmit }: SetPasswordFormProps) {
  return (
    <PasswordForm
      askCurrent={false}
      onSubmit={({ new_password, confirm }) => onSubmit({ new_password, confirm })}
    />
  );
}
