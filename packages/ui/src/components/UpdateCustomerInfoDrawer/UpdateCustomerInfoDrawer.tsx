import {
  customerInfoErrors,
  orderIdLabel,
  type CustomerInfoErrors,
  type CustomerInfoField,
} from '@podoffice/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import { FormField } from '../FormField';
import { LoadState } from '../LoadState';
import { TextInput } from '../TextInput';
import { Form, Group, Legend, Wide } from './UpdateCustomerInfoDrawer.styles';

/** What the form edits (updateCustomerInfo's customer_info): every field as text. */
export interface CustomerInfoValue {
  customer: {
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
  };
  shipping: {
    first_name: string;
    last_name: string;
    company: string;
    phone: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    state_code: string;
    zip: string;
    country: string;
    country_code: string;
  };
}

/** A form with nothing typed: an order without a customer or an address yet. */
export const EMPTY_CUSTOMER_INFO: CustomerInfoValue = {
  customer: { first_name: '', last_name: '', email: '', phone: '' },
  shipping: {
    first_name: '',
    last_name: '',
    company: '',
    phone: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    state_code: '',
    zip: '',
    country: '',
    country_code: '',
  },
};

export interface UpdateCustomerInfoDrawerProps {
  /** Shows the drawer. */
  open: boolean;
  /** Called on Cancel, the close button, Escape or the backdrop. */
  onClose: () => void;
  /** The order's id, shown as N + 6 digits in the title. */
  orderId: number;
  /** The order's customer and shipping address now, filled in first. */
  value?: CustomerInfoValue | null;
  /**
   * Called with the form's values on Save once every rule holds (updateCustomerInfo).
   * The form keeps what was typed whatever happens: a failed save loses nothing.
   */
  onSubmit: (value: CustomerInfoValue) => void;
  /** Checks the values before onSubmit: each message shows under its field. POD Office's own rules by default. */
  validate?: (value: CustomerInfoValue) => CustomerInfoErrors;
  /** The order is loading. */
  loading?: boolean;
  /** The order could not be loaded. */
  error?: ReactNode;
  /** Shows Retry beside the load error. */
  onRetry?: () => void;
  /** The change is being saved: Save shows busy. */
  submitting?: boolean;
  /** The server refused the change, e.g. its first error message. */
  submitError?: ReactNode;
}

type GroupKey = keyof CustomerInfoValue;

interface FieldSpec<G extends GroupKey> {
  key: keyof CustomerInfoValue[G] & string;
  label: string;
  required?: boolean;
  wide?: boolean;
  type?: 'email' | 'tel';
  autoComplete?: string;
}

const CUSTOMER_FIELDS: readonly FieldSpec<'customer'>[] = [
  { key: 'first_name', label: 'First name', required: true, autoComplete: 'off' },
  { key: 'last_name', label: 'Last name', autoComplete: 'off' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
];

const SHIPPING_FIELDS: readonly FieldSpec<'shipping'>[] = [
  { key: 'first_name', label: 'First name', required: true },
  { key: 'last_name', label: 'Last name' },
  { key: 'company', label: 'Company' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'address1', label: 'Address', required: true, wide: true },
  { key: 'address2', label: 'Address 2', wide: true },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'state_code', label: 'State code', required: true },
  { key: 'zip', label: 'Zip code', required: true },
  { key: 'country', label: 'Country' },
  { key: 'country_code', label: 'Country code', required: true },
];

/**
 * Update customer info: the customer's contact and the shipping
 * address of one order, each rule's message under its field. The values stay in the form until
 * it closes, so a refused save can be corrected and sent again.
 */
export function UpdateCustomerInfoDrawer({
  open,
  onClose,
  orderId,
  value,
  loading = false,
  error,
  onRetry,
  ...rest
}: UpdateCustomerInfoDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={`Update customer info ${orderIdLabel(orderId)}`}
      width={560}
    >
      <LoadState
        loading={loading}
        loadingLabel="Loading customer info"
        loadingLines={6}
        error={error}
        onRetry={onRetry}
      >
        {/* Mounted once the order is there, so its values fill the form and later reloads of the
            order (after a refused save) do not overwrite what was typed. */}
        <CustomerInfoForm
          key={orderId}
          initial={value ?? EMPTY_CUSTOMER_INFO}
          onClose={onClose}
          {...rest}
        />
      </LoadState>
    </Drawer>
  );
}

type FormProps = Pick<
  UpdateCustomerInfoDrawerProps,
  'onClose' | 'onSubmit' | 'validate' | 'submitting' | 'submitError'
> & { initial: CustomerInfoValue };

function CustomerInfoForm({
  initial,
  onClose,
  onSubmit,
  validate = customerInfoErrors,
  submitting = false,
  submitError,
}: FormProps) {
  const [value, setValue] = useState<CustomerInfoValue>(initial);
  const [errors, setErrors] = useState<CustomerInfoErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(value);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(value);
  };

  const field = <G extends GroupKey>(group: G, spec: FieldSpec<G>) => {
    const name: CustomerInfoField = `${group}.${spec.key}` as CustomerInfoField;
    const control = (
      <FormField
        key={name}
        label={spec.label}
        name={name}
        required={spec.required}
        error={errors[name]}
      >
        <TextInput
          type={spec.type ?? 'text'}
          autoComplete={spec.autoComplete}
          value={String(value[group][spec.key] ?? '')}
          onChange={(event) => {
            const text = event.target.value;
            setValue((previous) => ({
              ...previous,
              [group]: { ...previous[group], [spec.key]: text },
            }));
            // A corrected field loses its message at once; the others keep theirs until Save.
            if (errors[name]) setErrors(({ [name]: _fixed, ...others }) => others);
          }}
        />
      </FormField>
    );
    return spec.wide ? <Wide key={name}>{control}</Wide> : control;
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Customer info">
      <Group>
        <Legend>Customer</Legend>
        {CUSTOMER_FIELDS.map((spec) => field('customer', spec))}
      </Group>
      <Group>
        <Legend>Shipping address</Legend>
        {SHIPPING_FIELDS.map((spec) => field('shipping', spec))}
      </Group>
      {submitError && <Alert variant="error">{submitError}</Alert>}
      <Drawer.Footer>
        <Button type="button" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" loading={submitting}>
          Save
        </Button>
      </Drawer.Footer>
    </Form>
  );
}
