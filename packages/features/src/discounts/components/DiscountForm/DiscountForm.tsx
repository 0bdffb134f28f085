import {
  DISCOUNT_TYPES,
  DISCOUNT_TYPE_LABELS,
  RULE_LIMITS,
  discountSchema,
  toDiscountInput,
  type DiscountInput,
  type DiscountType,
} from '@podoffice/domain';
import {
  DateRangeInput,
  FormField,
  NumberInput,
  RadioGroup,
  TextInput,
  type RadioOption,
} from '@podoffice/ui';
import { DrawerForm } from '../../../shared/DrawerForm';

/** The form's own values: days as 'YYYY-MM-DD', empty number fields as ''. */
export interface DiscountFormValues {
  name: string;
  discount: number | '';
  type: DiscountType;
  effective_time: number | '';
  start_time: string | null;
  end_time: string | null;
}

export interface DiscountFormProps {
  /** The discount being edited; a new one starts as an empty timeline discount. */
  initialValues?: DiscountFormValues;
  /** The types offered (the discountTypes call); the domain's two types by default. */
  types?: ReadonlyArray<{ value: DiscountType; label: string }>;
  /** Called with the call's input (dates at the start of their UTC day); busy until it settles. */
  onSubmit: (input: DiscountInput) => Promise<void> | void;
  /** Called by the Cancel button. */
  onCancel?: () => void;
  /** Text of the submit button. */
  submitLabel?: string;
}

export const EMPTY_DISCOUNT: DiscountFormValues = {
  name: '',
  discount: '',
  type: 'timeline',
  effective_time: '',
  start_time: null,
  end_time: null,
};

const DEFAULT_TYPES = DISCOUNT_TYPES.map((value) => ({
  value,
  label: DISCOUNT_TYPE_LABELS[value],
}));

/**
 * Create and edit a discount: name, percent from 1 to 100, and either a date range
 * (timeline) or a number of days (time_amount), checked with the domain's discountSchema.
 */
export function DiscountForm({
  initialValues = EMPTY_DISCOUNT,
  types = DEFAULT_TYPES,
  onSubmit,
  ...actions
}: DiscountFormProps) {
  const typeOptions: RadioOption<DiscountType>[] = types.map((t) => ({
    value: t.value,
    label: t.label,
  }));

  return (
    <DrawerForm
      {...actions}
      label="Discount"
      footer="inline"
      initialValues={initialValues}
      validationSchema={discountSchema}
      enableReinitialize
      onSubmit={(values) => onSubmit(toDiscountInput(discountSchema.cast(values)))}
    >
      {({
        values,
        setValues,
        setFieldTouched,
        getFieldProps,
        valueProps,
        numberProps,
        errorOf,
      }) => (
        <>
          <FormField name="name" label="Name" required error={errorOf('name')}>
            <TextInput autoComplete="off" {...getFieldProps('name')} />
          </FormField>
          <FormField name="discount" label="Discount (%)" required error={errorOf('discount')}>
            <NumberInput
              min={RULE_LIMITS.discountMin}
              max={RULE_LIMITS.discountMax}
              {...numberProps('discount')}
            />
          </FormField>
          <FormField name="type" label="Type" required error={errorOf('type')}>
            <RadioGroup options={typeOptions} {...valueProps('type')} />
          </FormField>
          {values.type === 'time_amount' ? (
            <FormField
              name="effective_time"
              label="Time (days)"
              required
              error={errorOf('effective_time')}
            >
              <NumberInput
                min={1}
                max={RULE_LIMITS.effectiveDaysMax}
                {...numberProps('effective_time')}
              />
            </FormField>
          ) : (
            <FormField label="Time" required error={errorOf('start_time') ?? errorOf('end_time')}>
              <DateRangeInput
                value={{ from: values.start_time, to: values.end_time }}
                onChange={(range) => {
                  void setValues({ ...values, start_time: range.from, end_time: range.to });
                  void setFieldTouched('start_time', true, false);
                  void setFieldTouched('end_time', true, false);
                }}
                fromLabel="Start date"
                toLabel="End date"
              />
            </FormField>
          )}
        </>
      )}
    </DrawerForm>
  );
}
