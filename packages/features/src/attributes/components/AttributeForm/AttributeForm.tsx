import { useFormik } from 'formik';
import { attributeSchema, type AttributeValues } from '@podoffice/domain';
import { Button, FormField, TextInput } from '@podoffice/ui';
import { Stack } from '../../../shared/FormLayout';
import { Actions } from './AttributeForm.styles';

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

/** Add and edit an attribute: its name, checked with the domain's attributeSchema (spec 1 §5). */
export function AttributeForm({
  initialValues = empty,
  onSubmit,
  onCancel,
  submitLabel = 'Save',
}: AttributeFormProps) {
  const formik = useFormik<AttributeValues>({
    initialValues,
    validationSchema: attributeSchema,
    enableReinitialize: true,
    onSubmit: async (values) => onSubmit(attributeSchema.cast(values)),
  });
  const { errors, touched, getFieldProps, isSubmitting } = formik;

  return (
    <Stack noValidate onSubmit={formik.handleSubmit} aria-label="Attribute">
      <FormField name="name" label="Name" required error={touched.name && errors.name}>
        <TextInput autoComplete="off" {...getFieldProps('name')} />
      </FormField>
      <Actions>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </Actions>
    </Stack>
  );
}
