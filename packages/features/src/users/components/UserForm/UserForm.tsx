import { useFormik } from 'formik';
import {
  EMPTY_PARTNER_FULFILLMENT,
  USER_ROLES,
  userCreateSchema,
  userUpdateSchema,
  type PartnerFulfillmentValues,
} from '@podoffice/domain';
import {
  Button,
  Checkbox,
  FormField,
  PasswordInput,
  Select,
  TextInput,
  type SelectOption,
} from '@podoffice/ui';
import { Columns, Stack } from '../../../shared/FormLayout';
import { Actions, Section, SectionTitle } from './UserForm.styles';

/** The values of the Add user and Account Detail forms. */
export interface UserFormValues {
  first_name: string;
  last_name: string;
  email: string;
  /** Add user only. */
  pass: string;
  /** Add user only. */
  confirm: string;
  phone: string;
  /** Account Detail only. */
  address: string;
  roles: string[];
  is_special: boolean;
  partner_fulfillment: PartnerFulfillmentValues;
  template_id: string | null;
}

export const EMPTY_USER_FORM: UserFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  pass: '',
  confirm: '',
  phone: '',
  address: '',
  roles: [],
  is_special: false,
  partner_fulfillment: EMPTY_PARTNER_FULFILLMENT,
  template_id: null,
};

export interface UserFormProps {
  /** 'create' asks for a password (Add user); 'edit' shows the address instead (Account Detail). */
  mode: 'create' | 'edit';
  /** The values first shown; empty for a new user. */
  initialValues?: UserFormValues;
  /** Called with the checked values; the form stays busy until the promise settles. */
  onSubmit: (values: UserFormValues) => Promise<void> | void;
  /** Export templates a supplier can be given (templates(limit 100)). */
  templates?: SelectOption[];
  /** True while the templates load. */
  templatesLoading?: boolean;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
}

const roleOptions: SelectOption[] = USER_ROLES.map((r) => ({ value: r, label: r }));
const PARTNER_LABELS: Record<keyof PartnerFulfillmentValues, string> = {
  name: 'Partner name',
  domain: 'Partner domain',
  api_key: 'API key',
  api_signature: 'API signature',
};

/**
 * Add user and Account Detail: names, email, password (new users), phone, address
 * (edits), roles without Authenticated, the special Seller flag for sellers, and for suppliers the
 * partner fulfillment (all four fields or none) and the export template.
 */
export function UserForm({
  mode,
  initialValues = EMPTY_USER_FORM,
  onSubmit,
  templates = [],
  templatesLoading = false,
  onCancel,
}: UserFormProps) {
  const schema = mode === 'create' ? userCreateSchema : userUpdateSchema;
  const formik = useFormik<UserFormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values) => onSubmit(values),
  });
  const { errors, touched, getFieldProps, isSubmitting, values, setFieldValue, setFieldTouched } =
    formik;
  const errorOf = (name: keyof UserFormValues) =>
    touched[name] && typeof errors[name] === 'string' ? errors[name] : undefined;
  const seller = values.roles.includes('Seller');
  const supplier = values.roles.includes('Supplier');
  const partnerError =
    touched.partner_fulfillment && typeof errors.partner_fulfillment === 'string'
      ? errors.partner_fulfillment
      : undefined;

  return (
    <Stack
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label={mode === 'create' ? 'Add user' : 'Account detail'}
    >
      <Columns>
        <FormField name="first_name" label="First name" required error={errorOf('first_name')}>
          <TextInput autoComplete="off" {...getFieldProps('first_name')} />
        </FormField>
        <FormField name="last_name" label="Last name" required error={errorOf('last_name')}>
          <TextInput autoComplete="off" {...getFieldProps('last_name')} />
        </FormField>
      </Columns>
      <Columns>
        <FormField name="email" label="Email" required error={errorOf('email')}>
          <TextInput type="email" autoComplete="off" {...getFieldProps('email')} />
        </FormField>
        <FormField name="phone" label="Phone" required error={errorOf('phone')}>
          <TextInput type="tel" autoComplete="off" {...getFieldProps('phone')} />
        </FormField>
      </Columns>
      {mode === 'create' ? (
        <Columns>
          <FormField name="pass" label="Password" required error={errorOf('pass')}>
            <PasswordInput autoComplete="new-password" {...getFieldProps('pass')} />
          </FormField>
          <FormField name="confirm" label="Confirm password" required error={errorOf('confirm')}>
            <PasswordInput autoComplete="new-password" {...getFieldProps('confirm')} />
          </FormField>
        </Columns>
      ) : (
        <FormField name="address" label="Address" error={errorOf('address')}>
          <TextInput autoComplete="off" {...getFieldProps('address')} />
        </FormField>
      )}
      <FormField name="roles" label="Roles" required error={errorOf('roles')}>
        <Select
          multiple
          options={roleOptions}
          value={values.roles}
          placeholder="Choose roles"
          onChange={(roles) => void setFieldValue('roles', roles)}
          onBlur={() => void setFieldTouched('roles', true)}
        />
      </FormField>
      {seller && (
        <Checkbox
          label="Special seller (sees the catalog)"
          checked={values.is_special}
          onChange={(event) => void setFieldValue('is_special', event.target.checked)}
        />
      )}
      {supplier && (
        <Section aria-labelledby="partner-fulfillment-title">
          <SectionTitle id="partner-fulfillment-title">Partner fulfillment</SectionTitle>
          <Columns>
            {(Object.keys(PARTNER_LABELS) as (keyof PartnerFulfillmentValues)[]).map((field) => (
              <FormField
                key={field}
                name={`partner_fulfillment.${field}`}
                label={PARTNER_LABELS[field]}
              >
                <TextInput
                  autoComplete="off"
                  {...getFieldProps(`partner_fulfillment.${field}`)}
                  onBlur={() => void setFieldTouched('partner_fulfillment', true)}
                />
              </FormField>
            ))}
          </Columns>
          {partnerError && <p role="alert">{partnerError}</p>}
          <FormField name="template_id" label="Export template">
            <Select
              options={templates}
              value={values.template_id}
              loading={templatesLoading}
              clearable
              placeholder="No template"
              onChange={(id) => void setFieldValue('template_id', id)}
            />
          </FormField>
        </Section>
      )}
      <Actions>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {mode === 'create' ? 'Create user' : 'Save'}
        </Button>
      </Actions>
    </Stack>
  );
}
