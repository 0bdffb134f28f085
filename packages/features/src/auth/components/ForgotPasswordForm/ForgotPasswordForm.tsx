import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { forgotPasswordSchema } from '@podoffice/domain';
import { Button, FormField, TextInput } from '@podoffice/ui';
import { Footnote, Stack } from '../../../shared/FormLayout';

/** What the forgot-password form sends. */
export interface ForgotPasswordValues {
  email: string;
}

export interface ForgotPasswordFormProps {
  /** Called with the address; the form stays busy until the returned promise settles. */
  onSubmit: (values: ForgotPasswordValues) => Promise<void> | void;
  /** A message above the field: the outcome of the last request. */
  status?: ReactNode;
  /** Where the back-to-sign-in link goes. */
  signInTo?: string;
}

/** The address a reset link is mailed to, and Proceed. */
export function ForgotPasswordForm({
  onSubmit,
  status,
  signInTo = '/login',
}: ForgotPasswordFormProps) {
  const formik = useFormik<ForgotPasswordValues>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values) => onSubmit(forgotPasswordSchema.cast(values)),
  });
  const { errors, touched, getFieldProps, isSubmitting } = formik;

  return (
    <Stack noValidate onSubmit={formik.handleSubmit} aria-label="Forgot password">
      {status}
      <FormField name="email" label="Email" required error={touched.email && errors.email}>
        <TextInput type="email" autoComplete="email" {...getFieldProps('email')} />
      </FormField>
      <Button type="submit" variant="primary" size="lg" block loading={isSubmitting}>
        Proceed
      </Button>
      <Footnote>
        <Link to={signInTo}>Back to sign in</Link>
      </Footnote>
    </Stack>
  );
}
