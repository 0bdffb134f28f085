import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { resetPasswordSchema } from '@podoffice/domain';
import { Button, FormField, PasswordInput } from '@podoffice/ui';
import { Stack } from '../../../shared/FormLayout';

/** What the reset-password form sends: the new password and its confirmation. */
export interface ResetPasswordValues {
  pass: string;
  confirm: string;
}

export interface ResetPasswordFormProps {
  /** Called with the new password; the form stays busy until the returned promise settles. */
  onSubmit: (values: ResetPasswordValues) => Promise<void> | void;
  /** A message above the fields: the outcome of the last attempt. */
  status?: ReactNode;
}

/** New password, its confirmation, and Proceed (resetPasswordSchema). */
export function ResetPasswordForm({ onSubmit, status }: ResetPasswordFormProps) {
  const formik = useFormik<ResetPasswordValues>({
    initialValues: { pass: '', confirm: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async (values) => onSubmit(values),
  });
  const { errors, touched, getFieldProps, isSubmitting } = formik;

  return (
    <Stack noValidate onSubmit={formik.handleSubmit} aria-label="Reset password">
      {status}
      <FormField name="pass" label="New password" required error={touched.pass && errors.pass}>
        <PasswordInput autoComplete="new-password" {...getFieldProps('pass')} />
      </FormField>
      <FormField
        name="confirm"
        label="Confirm password"
        required
        error={touched.confirm && errors.confirm}
      >
        <PasswordInput autoComplete="new-password" {...getFieldProps('confirm')} />
      </FormField>
      <Button type="submit" variant="primary" size="lg" block loading={isSubmitting}>
        Proceed
      </Button>
    </Stack>
  );
}
