import { changePasswordSchema } from '@podoffice/domain';
import { FormField, PasswordInput } from '@podoffice/ui';
import { DrawerForm } from '../DrawerForm';

/** A password change: the current password (when asked), the new one and its confirmation. */
export interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm: string;
}

export interface PasswordFormProps {
  /** Asks for the current password: a user changing their own; not an administrator setting another's. */
  askCurrent: boolean;
  /** Called with the checked values; resolve true to empty the form (the change was saved). */
  onSubmit: (values: PasswordValues) => Promise<boolean> | boolean;
}

const empty: PasswordValues = { current_password: '', new_password: '', confirm: '' };
// Built once: the schema is the same for every form that asks (or does not ask) the current one.
const ownSchema = changePasswordSchema(true);
const otherSchema = changePasswordSchema(false);

/**
 * The password form of the profile and of the user edit screen: each field required,
 * at most 50 characters, the confirmation equal to the new password.
 */
export function PasswordForm({ askCurrent, onSubmit }: PasswordFormProps) {
  return (
    <DrawerForm
      label="Change password"
      footer="inline"
      initialValues={empty}
      validationSchema={askCurrent ? ownSchema : otherSchema}
      onSubmit={async (values, helpers) => {
        if (await onSubmit(values)) helpers.resetForm();
      }}
      submitLabel="Change password"
    >
      {({ getFieldProps, errorOf }) => (
        <>
          {askCurrent && (
            <FormField
              name="current_password"
              label="Current password"
              required
              error={errorOf('current_password')}
            >
              <PasswordInput
                autoComplete="current-password"
                {...getFieldProps('current_password')}
              />
            </FormField>
          )}
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
