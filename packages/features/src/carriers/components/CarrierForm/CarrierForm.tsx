import {
  CARRIER_LIMITS,
  CARRIER_TRACKING_PLACEHOLDER,
  carrierSchema,
  type CarrierValues,
} from '@podoffice/domain';
import { FormField, Switch, TextArea, TextInput } from '@podoffice/ui';
import { DrawerForm } from '../../../shared/DrawerForm';

/** The form's values. */
export interface CarrierFormValues {
  name: string;
  code: string;
  url: string;
  description: string;
  status: boolean;
}

export interface CarrierFormProps {
  /** The carrier being edited; a new carrier starts empty and active. */
  initialValues?: CarrierFormValues;
  /** Called with the checked, trimmed values; the form stays busy until the promise settles. */
  onSubmit: (values: CarrierValues) => Promise<void> | void;
  /** Called by the Cancel button. */
  onCancel?: () => void;
  /** Text of the submit button. */
  submitLabel?: string;
  /** The server's message when it refused the last save (a code an active carrier holds). */
  error?: string | null;
  /** Shows the Active switch: an edited carrier can be brought back after a delete. */
  showStatus?: boolean;
}

export const EMPTY_CARRIER: CarrierFormValues = {
  name: '',
  code: '',
  url: '',
  description: '',
  status: true,
};

/**
 * New Carrier and edit carrier: name, code and url required, description optional,
 * checked with the domain's carrierSchema, the server's own. Its buttons sit in the footer of the
 * drawer it is shown in.
 */
export function CarrierForm({
  initialValues = EMPTY_CARRIER,
  onSubmit,
  showStatus = false,
  ...actions
}: CarrierFormProps) {
  return (
    <DrawerForm
      {...actions}
      label="Carrier"
      initialValues={initialValues}
      validationSchema={carrierSchema}
      onSubmit={(values) => onSubmit(carrierSchema.cast(values))}
    >
      {({ values, getFieldProps, setFieldValue, errorOf }) => (
        <>
          <FormField name="name" label="Name" required error={errorOf('name')}>
            <TextInput
              autoComplete="off"
              maxLength={CARRIER_LIMITS.nameMax}
              {...getFieldProps('name')}
            />
          </FormField>
          <FormField
            name="code"
            label="Code"
            help="The code tracking imports name this carrier by, e.g. usps"
            required
            error={errorOf('code')}
          >
            <TextInput
              autoComplete="off"
              maxLength={CARRIER_LIMITS.codeMax}
              {...getFieldProps('code')}
            />
          </FormField>
          <FormField
            name="url"
            label="Url"
            help={`The tracking page, with ${CARRIER_TRACKING_PLACEHOLDER} where the tracking number goes`}
            required
            error={errorOf('url')}
          >
            <TextInput
              type="url"
              autoComplete="off"
              placeholder={`https://carrier.example/track?n=${CARRIER_TRACKING_PLACEHOLDER}`}
              maxLength={CARRIER_LIMITS.urlMax}
              {...getFieldProps('url')}
            />
          </FormField>
          <FormField name="description" label="Description" error={errorOf('description')}>
            <TextArea
              rows={3}
              maxLength={CARRIER_LIMITS.descriptionMax}
              {...getFieldProps('description')}
            />
          </FormField>
          {showStatus && (
            <Switch
              label="Active"
              name="status"
              checked={values.status}
              onChange={(checked) => void setFieldValue('status', checked)}
            />
          )}
        </>
      )}
    </DrawerForm>
  );
}
