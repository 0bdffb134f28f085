import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { loginSchema, type LoginValues } from '@podoffice/domain';

// The sign-in form's checks, imported on demand by SignInForm: the schema and Yup with it
// (~12 kB gzipped) load on the first validation (a field left, or the submit) rather than with
// the sign-in page, which is what every visitor loads first.

/** loginSchema's errors in Formik's shape, as Formik's own validationSchema would give them. */
export function validateSignIn(values: LoginValues): Promise<FormikErrors<LoginValues>> {
  return validateYupSchema(values, loginSchema).then(
    () => ({}),
    (error: unknown) => {
      if ((error as { name?: string } | null)?.name === 'ValidationError')
        return yupToFormErrors<LoginValues>(error);
      throw error;
    },
  );
}

/** The values as the schema reads them (the email trimmed...), for the submit. */
export function castSignIn(values: LoginValues): LoginValues {
  return loginSchema.cast(values);
}
