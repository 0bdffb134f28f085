import { changePasswordSchema } from '@podoffice/domain';
import { FormField, PasswordInput } from '@podoffice/ui';
import { DrawerForm } from '../../../shared/DrawerForm';

export interface SetPasswordValues {
  new_password: string;
  confirm: string;
}

export interface SetPasswordFormProps {
  /** Called with the new password once it checks; the form empties after the promise resolves. */
  onSubmit: (values: SetPasswordValues) => Promise<boolean> | boolean;
}

// An administrator changing another user's password is not asked for the current one (spec 1 §5).
const schema = changePasswordSchema(false);
const empty: SetPasswordValues = { new_password: '', confirm: '' };

/** User edit, Change Password tab: the new password and its confirmation. */
export function SetPasswordForm({ onSubmit }: SetPasswordFormProps) {
  return (
    <DrawerForm
      label="Change password"
      footer="inline"
      initialValues={empty}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        if (await onSubmit(values)) helpers.resetForm();
      }}
      submitLabel="Change password"
    >
      {({ getFieldProps, errorOf }) => (
        <>
          <FormField
            name="new_password"
            label="New password"
            required
            error={errorOf('new_password')}
          >
            <PasswordInput autoComplete="new-password" {...getFieldProps('new_password')} />
          </FormField>
          <FormField
            name="confirm"
            label="Confirm new password"
            required
            error={errorOf('confirm')}
          >
            <PasswordInput autoComplete="new-password" {...getFieldProps('confirm')} />
          </FormField>
        </>
      )}
    </DrawerForm>
  );
}
