import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LoginValues } from '@podoffice/domain';
import { Button, Checkbox, FormField, PasswordInput, TextInput } from '@podoffice/ui';
import { Footnote, InlineLink, Row, Stack } from '../../../shared/FormLayout';

export interface SignInFormProps {
  /** Called with the checked values; the form stays busy until the returned promise settles. */
  onSubmit: (values: LoginValues) => Promise<void> | void;
  /** A message above the fields, such as the server's answer to the last attempt. */
  status?: ReactNode;
  /** Values to start from; remember me is checked unless this says otherwise. */
  initialValues?: Partial<LoginValues>;
  /** Where the forgot-password link goes. */
  forgotPasswordTo?: string;
  /** Where the sign-up link goes. */
  signUpTo?: string;
}

// loginSchema and Yup load with the first validation, not with the page (see signInValidation).
const loadValidation = () => import('./signInValidation');

/** Email, password and remember me, validated with the spec's messages (loginSchema). */
export function SignInForm({
  onSubmit,
  status,
  initialValues,
  forgotPasswordTo = '/forgot-password',
  signUpTo = '/register',
}: SignInFormProps) {
  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '', remember: true, ...initialValues },
    validate: async (values) => (await loadValidation()).validateSignIn(values),
    onSubmit: async (values) => onSubmit((await loadValidation()).castSignIn(values)),
  });
  const { errors, touched, getFieldProps, isSubmitting } = formik;

  return (
    <Stack noValidate onSubmit={formik.handleSubmit} aria-label="Sign in">
      {status}
      <FormField name="email" label="Email" required error={touched.email && errors.email}>
        <TextInput type="email" autoComplete="username" {...getFieldProps('email')} />
      </FormField>
      <FormField
        name="password"
        label="Password"
        required
        error={touched.password && errors.password}
      >
        <PasswordInput autoComplete="current-password" {...getFieldProps('password')} />
      </FormField>
      <Row>
        <Checkbox label="Remember me" {...getFieldProps({ name: 'remember', type: 'checkbox' })} />
        <InlineLink>
          <Link to={forgotPasswordTo}>Forgot password?</Link>
        </InlineLink>
      </Row>
      <Button type="submit" variant="primary" size="lg" block loading={isSubmitting}>
        Sign in
      </Button>
      <Footnote>
        No account yet? <Link to={signUpTo}>Sign up</Link>
      </Footnote>
    </Stack>
  );
}
