import { useFormik } from 'formik';
import {
  POLICY_DEFAULTS,
  POLICY_TYPES,
  POLICY_TYPE_LABELS,
  RULE_LIMITS,
  policySchema,
  type PolicyValues,
} from '@podoffice/domain';
import {
  Button,
  FormField,
  NumberInput,
  RadioGroup,
  RichTextEditor,
  TextInput,
  type RadioOption,
} from '@podoffice/ui';
import { Stack } from '../../../shared/FormLayout';
import { Actions } from './PolicyForm.styles';

/** The form's own values: an emptied sorting field is ''. */
export interface PolicyFormValues {
  title: string;
  type: number;
  sorting: number | '';
  description: string;
}

export interface PolicyFormProps {
  /** The entry being edited; a new one is a guideline sorted at 1 (spec 1 §5). */
  initialValues?: PolicyFormValues;
  /** Called with the checked values; the form stays busy until the promise settles. */
  onSubmit: (values: PolicyValues) => Promise<void> | void;
  /** Called by the Cancel button. */
  onCancel?: () => void;
  /** Text of the submit button. */
  submitLabel?: string;
}

const typeOptions: RadioOption<number>[] = POLICY_TYPES.map((type) => ({
  value: type,
  label: POLICY_TYPE_LABELS[type],
}));

/**
 * Add and edit a guideline or policy: title, type (guideline or policy), sorting and a rich-text
 * description, checked with the domain's policySchema.
 */
export function PolicyForm({
  initialValues = POLICY_DEFAULTS,
  onSubmit,
  onCancel,
  submitLabel = 'Save',
}: PolicyFormProps) {
  const formik = useFormik<PolicyFormValues>({
    initialValues,
    validationSchema: policySchema,
    enableReinitialize: true,
    onSubmit: async (values) => onSubmit(policySchema.cast(values)),
  });
  const { values, errors, touched, getFieldProps, isSubmitting, setFieldValue, setFieldTouched } =
    formik;

  return (
    <Stack noValidate onSubmit={formik.handleSubmit} aria-label="Guideline or policy">
      <FormField name="title" label="Title" required error={touched.title && errors.title}>
        <TextInput autoComplete="off" {...getFieldProps('title')} />
      </FormField>
      <FormField name="type" label="Type" required error={touched.type && errors.type}>
        <RadioGroup
          options={typeOptions}
          value={values.type}
          onChange={(type) => void setFieldValue('type', type)}
          onBlur={() => void setFieldTouched('type')}
        />
      </FormField>
      <FormField
        name="sorting"
        label="Sorting"
        help="Lower numbers come first in their column."
        error={touched.sorting && errors.sorting}
      >
        <NumberInput
          min={0}
          max={RULE_LIMITS.sortingMax}
          value={values.sorting === '' ? null : values.sorting}
          onChange={(sorting) => void setFieldValue('sorting', sorting ?? '')}
          onBlur={() => void setFieldTouched('sorting')}
        />
      </FormField>
      <FormField
        name="description"
        label="Description"
        error={touched.description && errors.description}
      >
        <RichTextEditor
          value={values.description}
          onChange={(html) => void setFieldValue('description', html)}
          onBlur={() => void setFieldTouched('description')}
        />
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
