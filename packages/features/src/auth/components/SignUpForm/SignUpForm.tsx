import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { registerSchema, type RegisterValues } from '@podoffice/domain';
import { Button, FormField, PasswordInput, TextInput } from '@podoffice/ui';
import { Columns, Footnote, Stack } from '../../../shared/FormLayout';

export interface SignUpFormProps {
  /** Called with the checked values; the form stays busy until the returned promise settles. */
  onSubmit: (values: RegisterValues) => Promise<void> | void;
  /** A message above the fields: the server's error, or the welcome message after success. */
  status?: ReactNode;
  /** Disables the submit button, e.g. while the success message shows before leaving. */
  disabled?: boolean;
  /** Where the sign-in link goes. */
  signInTo?: string;
}

const empty: RegisterValues = {
  first_name: '',
  last_name: '',
  email: '',
  pass: '',
  confirm: '',
  phone: '',
};

/** First name, last name, email, password, confirmation and phone, checked with registerSchema. */
export function SignUpForm({
  onSubmit,
  status,
  disabled = false,
  signInTo = '/login',
}: SignUpFormProps) {
  const formik = useFormik<RegisterValues>({
    initialValues: empty,
    validationSchema: registerSchema,
    onSubmit: async (values) => onSubmit(registerSchema.cast(values)),
  });
  const { errors, touched, getFieldProps, isSubmitting } = formik;
  const errorOf = (name: keyof RegisterValues) => touched[name] && errors[name];

  return (
    <Stack noValidate onSubmit={formik.handleSubmit} aria-label="Sign up">
      {status}
      <Columns>
        <FormField name="first_name" label="First name" required error={errorOf('first_name')}>
          <TextInput autoComplete="given-name" {...getFieldProps('first_name')} />
        </FormField>
        <FormField name="last_name" label="Last name" required error={errorOf('last_name')}>
          <TextInput autoComplete="family-name" {...getFieldProps('last_name')} />
        </FormField>
      </Columns>
      <FormField name="email" label="Email" required error={errorOf('email')}>
        <TextInput type="email" autoComplete="email" {...getFieldProps('email')} />
      </FormField>
      <FormField name="pass" label="Password" required error={errorOf('pass')}>
        <PasswordInput autoComplete="new-password" {...getFieldProps('pass')} />
      </FormField>
      <FormField name="confirm" label="Confirm password" required error={errorOf('confirm')}>
        <PasswordInput autoComplete="new-password" {...getFieldProps('confirm')} />
      </FormField>
      <FormField name="phone" label="Phone" required error={errorOf('phone')}>
        <TextInput type="tel" autoComplete="tel" {...getFieldProps('phone')} />
      </FormField>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        loading={isSubmitting}
        disabled={disabled}
      >
        Sign up
      </Button>
      <Footnote>
        Already have an account? <Link to={signInTo}>Sign in</Link>
      </Footnote>
    </Stack>
  );
}
