import { useFormik } from 'formik';
import { CATALOGUE_LIMITS, categorySchema, type CategoryValues } from '@podoffice/domain';
import { Alert, Button, FormField, Switch, TextArea, TextInput } from '@podoffice/ui';
import { Stack } from '../../../shared/FormLayout';
import { Actions } from './CategoryForm.styles';

export interface CategoryFormProps {
  /** The category being edited; a new one starts empty and active. */
  initialValues?: CategoryValues;
  /** Called with the checked, trimmed values; the form stays busy until the promise settles. */
  onSubmit: (values: CategoryValues) => Promise<void> | void;
  /** Called by the Cancel button. */
  onCancel?: () => void;
  /** Text of the submit button. */
  submitLabel?: string;
  /** The server's message when it refused the last save. */
  error?: string | null;
}

const empty: CategoryValues = { title: '', description: '', status: true };

/** Add and edit a category: title (required), description and status. */
export function CategoryForm({
  initialValues = empty,
  onSubmit,
  onCancel,
  submitLabel = 'Save',
  error,
}: CategoryFormProps) {
  const formik = useFormik<CategoryValues>({
    initialValues,
    validationSchema: categorySchema,
    enableReinitialize: true,
    onSubmit: async (values) => onSubmit(categorySchema.cast(values)),
  });
  const { errors, touched, values, setFieldValue, isSubmitting } = formik;

  return (
    <Stack noValidate onSubmit={formik.handleSubmit} aria-label="Category">
      {error && <Alert variant="error">{error}</Alert>}
      <FormField name="title" label="Title" required error={touched.title && errors.title}>
        <TextInput autoComplete="off" {...formik.getFieldProps('title')} />
      </FormField>
      <FormField
        name="description"
        label="Description"
        error={touched.description && errors.description}
      >
        <TextArea
          rows={4}
          showCount
          maxLength={CATALOGUE_LIMITS.descriptionMax}
          {...formik.getFieldProps('description')}
        />
      </FormField>
      <Switch
        label="Active"
        name="status"
        checked={values.status}
        onChange={(checked) => setFieldValue('status', checked)}
      />
      <Actions>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </Actions>
    </Stack>
  );
}
