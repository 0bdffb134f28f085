import { attributeSchema, type AttributeValues } from '@podoffice/domain';
import { FormField, TextInput } from '@podoffice/ui';
import { DrawerForm } from '../../../shared/DrawerForm';

export interface AttributeFormProps {
  /** The attribute being edited; a new attribute starts with an empty name. */
  initialValues?: AttributeValues;
  /** Called with the checked, trimmed values; the form stays busy until the promise settles. */
  onSubmit: (values: AttributeValues) => Promise<void> | void;
  /** Called by the Cancel button. */
  onCancel?: () => void;
  /** Text of the submit button. */
  submitLabel?: string;
}

const empty: AttributeValues = { name: '' };

/** Add and edit an attribute: its name, checked with the domain's attributeSchema. */
export function AttributeForm({ initialValues = empty, onSubmit, ...actions }: AttributeFormProps) {
  return (
    <DrawerForm
      {...actions}
      label="Attribute"
      footer="inline"
      initialValues={initialValues}
      validationSchema={attributeSchema}
      enableReinitialize
      onSubmit={(values) => onSubmit(attributeSchema.cast(values))}
    >
      {({ getFieldProps, errorOf }) => (
        <FormField name="name" label="Name" required error={errorOf('name')}>
          <TextInput autoComplete="off" {...getFieldProps('name')} />
        </FormField>
      )}
    </DrawerForm>
  );
}
