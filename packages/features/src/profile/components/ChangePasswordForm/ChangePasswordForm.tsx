import { changePasswordSchema } from '@podoffice/domain';
import { FormField, PasswordInput } from '@podoffice/ui';
import { DrawerForm } from '../../../shared/DrawerForm';

export interface ChangePasswordValues {
  current_password: string;
  new_password: string;
  confirm: string;
}

export interface ChangePasswordFormProps {
  /** Called with the checked values; resolve true to empty the form (the change was saved). */
  onSubmit: (values: ChangePasswordValues) => Promise<boolean> | boolean;
}

// One's own password: the current one is asked (spec 1 §5).
const schema = changePasswordSchema(true);
const empty: ChangePasswordValues = { current_password: '', new_password: '', confirm: '' };

/** Change password: current, new and confirmation, each required, at most 50 characters. */
export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
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
            name="current_password"
            label="Current password"
            required
            error={errorOf('current_password')}
          >
            <PasswordInput autoComplete="current-password" {...getFieldProps('current_password')} />
          </FormField>
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
