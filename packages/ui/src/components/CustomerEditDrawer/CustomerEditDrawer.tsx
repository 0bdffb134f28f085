import {
  customerFormErrors,
  type CustomerFormErrors,
  type CustomerFormField,
} from '@podoffice/domain';
import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import { FormField } from '../FormField';
import { LoadState } from '../LoadState';
import { Tag } from '../Tag';
import { TextInput } from '../TextInput';
import { Fields, Form, Labels, Wide } from './CustomerEditDrawer.styles';

type TextField = Exclude<CustomerFormField, 'tags' | 'lists'>;

/** What the Edit form of the customer detail edits, every text as typed. */
export type CustomerFormValue = { tags: string[]; lists: string[] } & Record<TextField, string>;

/** A form with nothing typed. */
export const EMPTY_CUSTOMER_FORM: CustomerFormValue = {
  tags: [],
  lists: [],
  first_name: '',
  last_name: '',
  phone: '',
  email: '',
  company: '',
  address1: '',
  address2: '',
  country: '',
  city: '',
  zip: '',
};

export interface CustomerEditDrawerProps {
  /** Shows the drawer. */
  open: boolean;
  /** Called on Cancel, the close button, Escape or the backdrop. */
  onClose: () => void;
  /** The customer now, filled in first; its id keys the form (another customer starts afresh). */
  value?: (CustomerFormValue & { id?: string | number }) | null;
  /**
   * Called with the form's values on Save once the domain's rules hold (updateCustomer). The form
   * keeps what was typed whatever happens: a failed save loses nothing.
   */
  onSubmit: (value: CustomerFormValue) => void;
  /** Checks the values before onSubmit: each message shows under its field. The domain's by default. */
  validate?: (value: CustomerFormValue) => CustomerFormErrors;
  /** The customer is loading. */
  loading?: boolean;
  /** The customer could not be loaded. */
  error?: ReactNode;
  /** Shows Retry beside the load error. */
  onRetry?: () => void;
  /** The change is being saved: Save shows busy. */
  submitting?: boolean;
  /** The server refused the change, e.g. its first error message. */
  submitError?: ReactNode;
}

interface TextSpec {
  key: TextField;
  label: string;
  required?: boolean;
  wide?: boolean;
  type?: 'email' | 'tel';
}

// The fields' order: tags, lists, first and last name, phone, email, company, address lines, country,
// city, zip.
const BEFORE_ADDRESS: readonly TextSpec[] = [
  { key: 'first_name', label: 'First name', required: true },
  { key: 'last_name', label: 'Last name' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'company', label: 'Company', wide: true },
  { key: 'address1', label: 'Address', wide: true },
  { key: 'address2', label: 'Address 2', wide: true },
  { key: 'country', label: 'Country' },
  { key: 'city', label: 'City' },
  { key: 'zip', label: 'Zip code' },
];

/** The customer detail's Edit form in a drawer: every field of a customer, each rule's message under it. */
export function CustomerEditDrawer({
  open,
  onClose,
  value,
  loading = false,
  error,
  onRetry,
  ...rest
}: CustomerEditDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} title="Edit customer" width={560}>
      <LoadState
        loading={loading}
        loadingLabel="Loading customer"
        loadingLines={6}
        error={error}
        onRetry={onRetry}
      >
        {/* Mounted once the customer is there, so later reloads (after a refused save) do not
            overwrite what was typed. */}
        <CustomerForm
          key={value?.id ?? 'new'}
          initial={value ?? EMPTY_CUSTOMER_FORM}
          onClose={onClose}
          {...rest}
        />
      </LoadState>
    </Drawer>
  );
}

type FormProps = Pick<
  CustomerEditDrawerProps,
  'onClose' | 'onSubmit' | 'validate' | 'submitting' | 'submitError'
> & { initial: CustomerFormValue };

function CustomerForm({
  initial,
  onClose,
  onSubmit,
  validate = customerFormErrors,
  submitting = false,
  submitError,
}: FormProps) {
  const [value, setValue] = useState<CustomerFormValue>(() => ({
    ...EMPTY_CUSTOMER_FORM,
    ...pick(initial),
  }));
  const [pending, setPending] = useState({ tags: '', lists: '' });
  const [errors, setErrors] = useState<CustomerFormErrors>({});
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (submitError) alertRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [submitError]);

  const clearError = (field: CustomerFormField) => {
    if (errors[field]) setErrors(({ [field]: _fixed, ...others }) => others);
  };

  // A label still in its input when Save is pressed is meant to be kept: it is added then.
  const withPending = (v: CustomerFormValue): CustomerFormValue => ({
    ...v,
    tags: addLabel(v.tags, pending.tags),
    lists: addLabel(v.lists, pending.lists),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = withPending(value);
    setValue(next);
    setPending({ tags: '', lists: '' });
    const found = validate(next);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(next);
  };

  const labels = (field: 'tags' | 'lists', label: string, one: string) => {
    const commit = () => {
      if (pending[field].trim() === '') return;
      setValue((v) => ({ ...v, [field]: addLabel(v[field], pending[field]) }));
      setPending((p) => ({ ...p, [field]: '' }));
      clearError(field);
    };
    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      // Enter or a comma ends a label, as in the shops' own tag fields.
      if (event.key === 'Enter' || event.key === ',') {
        event.preventDefault();
        commit();
      }
    };
    return (
      <Wide key={field}>
        <FormField
          label={label}
          name={field}
          error={errors[field]}
          help={`Enter or comma adds a ${one}`}
        >
          <TextInput
            value={pending[field]}
            onChange={(event) => setPending((p) => ({ ...p, [field]: event.target.value }))}
            onKeyDown={onKeyDown}
            onBlur={commit}
          />
        </FormField>
        {value[field].length > 0 && (
          <Labels aria-label={label}>
            {value[field].map((text, index) => (
              <li key={`${index}-${text}`}>
                <Tag
                  onRemove={() => {
                    setValue((v) => ({ ...v, [field]: v[field].filter((_, i) => i !== index) }));
                    clearError(field);
                  }}
                >
                  {text}
                </Tag>
              </li>
            ))}
          </Labels>
        )}
      </Wide>
    );
  };

  const text = (spec: TextSpec) => {
    const control = (
      <FormField
        key={spec.key}
        label={spec.label}
        name={spec.key}
        required={spec.required}
        error={errors[spec.key]}
      >
        <TextInput
          type={spec.type ?? 'text'}
          autoComplete="off"
          value={value[spec.key]}
          onChange={(event) => {
            const typed = event.target.value;
            setValue((v) => ({ ...v, [spec.key]: typed }));
            // A corrected field loses its message at once; the others keep theirs until Save.
            clearError(spec.key);
          }}
        />
      </FormField>
    );
    return spec.wide ? <Wide key={spec.key}>{control}</Wide> : control;
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Customer">
      <Fields>
        {/* The form is longer than the drawer: the refusal comes first and is scrolled into view
            (see the effect above), wherever the person was when they pressed Save. */}
        {submitError && (
          <Wide ref={alertRef}>
            <Alert variant="error">{submitError}</Alert>
          </Wide>
        )}
        {labels('tags', 'Tags', 'tag')}
        {labels('lists', 'Lists', 'list')}
        {BEFORE_ADDRESS.map(text)}
      </Fields>
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

/** The form's own fields of a value that may carry more (the customer's id). */
function pick(v: CustomerFormValue): CustomerFormValue {
  const out = { ...EMPTY_CUSTOMER_FORM };
  for (const key of Object.keys(EMPTY_CUSTOMER_FORM) as (keyof CustomerFormValue)[]) {
    (out as Record<string, unknown>)[key] = v[key] ?? EMPTY_CUSTOMER_FORM[key];
  }
  return out;
}

/** The labels with `typed` added, trimmed; blanks are not added (duplicates are shown, then refused). */
function addLabel(list: string[], typed: string): string[] {
  const label = typed.trim();
  return label === '' ? list : [...list, label];
}
