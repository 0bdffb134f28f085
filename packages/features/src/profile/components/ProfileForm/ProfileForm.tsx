import { useFormik } from 'formik';
import { profileSchema, type ProfileValues } from '@podoffice/domain';
import { Button, DatePicker, FormField, TextInput } from '@podoffice/ui';
import { Columns, Stack } from '../../../shared/FormLayout';

export interface ProfileFormProps {
  /** The profile as stored; the form follows it when it changes. */
  initialValues: ProfileValues;
  /** Called with the checked values; the form stays busy until the promise settles. */
  onSubmit: (values: ProfileValues) => Promise<void> | void;
  /** The latest day a birthday may be ('YYYY-MM-DD'), today by default. */
  maxBirthday?: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Profile: first name, last name, email and birthday (all required), phone and address. */
export function ProfileForm({ initialValues, onSubmit, maxBirthday }: ProfileFormProps) {
  const formik = useFormik<ProfileValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: async (values) => onSubmit(profileSchema.cast(values) as ProfileValues),
  });
  const { errors, touched, getFieldProps, isSubmitting, values, setFieldValue, setFieldTouched } =
    formik;
  const errorOf = (name: keyof ProfileValues) => touched[name] && errors[name];
  return (
    <Stack noValidate onSubmit={formik.handleSubmit} aria-label="Profile">
      <Columns>
        <FormField name="first_name" label="First name" required error={errorOf('first_name')}>
          <TextInput autoComplete="given-name" {...getFieldProps('first_name')} />
        </FormField>
        <FormField name="last_name" label="Last name" required error={errorOf('last_name')}>
          <TextInput autoComplete="family-name" {...getFieldProps('last_name')} />
        </FormField>
      </Columns>
      <Columns>
        <FormField name="email" label="Email" required error={errorOf('email')}>
          <TextInput type="email" autoComplete="email" {...getFieldProps('email')} />
        </FormField>
        <FormField name="birthday" label="Birthday" required error={errorOf('birthday')}>
          <DatePicker
            value={values.birthday || null}
            max={maxBirthday ?? today()}
            onChange={(day) => void setFieldValue('birthday', day ?? '')}
            onBlur={() => void setFieldTouched('birthday', true)}
          />
        </FormField>
      </Columns>
      <Columns>
        <FormField name="phone" label="Phone" error={errorOf('phone')}>
          <TextInput type="tel" autoComplete="tel" {...getFieldProps('phone')} />
        </FormField>
        <FormField name="address" label="Address" error={errorOf('address')}>
          <TextInput autoComplete="street-address" {...getFieldProps('address')} />
        </FormField>
      </Columns>
      <div>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          Save profile
        </Button>
      </div>
    </Stack>
  );
}
