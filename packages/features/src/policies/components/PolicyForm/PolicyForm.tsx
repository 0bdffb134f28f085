import {
  POLICY_DEFAULTS,
  POLICY_TYPES,
  POLICY_TYPE_LABELS,
  RULE_LIMITS,
  policySchema,
  type PolicyValues,
} from '@podoffice/domain';
import {
  FormField,
  NumberInput,
  RadioGroup,
  RichTextEditor,
  TextInput,
  type RadioOption,
} from '@podoffice/ui';
import { DrawerForm } from '../../../shared/DrawerForm';

/** The form's own values: an emptied sorting field is ''. */
export interface PolicyFormValues {
  title: string;
  type: number;
  sorting: number | '';
  description: string;
}

export interface PolicyFormProps {
  /** The entry being edited; a new one is a guideline sorted at 1. */
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
  ...actions
}: PolicyFormProps) {
  return (
    <DrawerForm
      {...actions}
      label="Guideline or policy"
      footer="inline"
      initialValues={initialValues}
      validationSchema={policySchema}
      enableReinitialize
      onSubmit={(values) => onSubmit(policySchema.cast(values))}
    >
      {({ getFieldProps, valueProps, numberProps, errorOf }) => (
        <>
          <FormField name="title" label="Title" required error={errorOf('title')}>
            <TextInput autoComplete="off" {...getFieldProps('title')} />
          </FormField>
          <FormField name="type" label="Type" required error={errorOf('type')}>
            <RadioGroup options={typeOptions} {...valueProps('type')} />
          </FormField>
          <FormField
            name="sorting"
            label="Sorting"
            help="Lower numbers come first in their column."
            error={errorOf('sorting')}
          >
            <NumberInput min={0} max={RULE_LIMITS.sortingMax} {...numberProps('sorting')} />
          </FormField>
          <FormField name="description" label="Description" error={errorOf('description')}>
            <RichTextEditor {...valueProps('description')} />
          </FormField>
        </>
      )}
    </DrawerForm>
  );
}
