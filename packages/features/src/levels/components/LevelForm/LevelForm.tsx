import { useFormik } from 'formik';
import { userLevelSchema, type UserLevelValues } from '@podoffice/domain';
import { Alert, Button, Drawer, FormField, NumberInput, Switch, TextInput } from '@podoffice/ui';
import { Stack } from '../../../shared/FormLayout';

/** The form's values: the numbers are empty until typed. */
export interface LevelFormValues {
  name: string;
  order_total: number | undefined;
  discount: number | undefined;
  status: boolean;
}

export interface LevelFormProps {
  /** The level being edited; a new level starts empty and active. */
  initialValues?: LevelFormValues;
  /** Called with the checked, trimmed values; the form stays busy until the promise settles. */
  onSubmit: (values: UserLevelValues) => Promise<void> | void;
  /** Called by the Cancel button. */
  onCancel?: () => void;
  /** Text of the submit button. */
  submitLabel?: string;
  /** The server's message when it refused the last save. */
  error?: string | null;
}

export const EMPTY_LEVEL: LevelFormValues = {
  name: '',
  order_total: undefined,
  discount: undefined,
  status: true,
};

/**
 * New Level and edit level: name, order total (0 to 100000), discount (0 to 100 percent) and
 * status, checked with the domain's userLevelSchema (spec 1 §5). Its buttons sit in the footer of
 * the drawer it is shown in.
 */
export function LevelForm({
  initialValues = EMPTY_LEVEL,
  onSubmit,
  onCancel,
  submitLabel = 'Save',
  error,
}: LevelFormProps) {
  const formik = useFormik<LevelFormValues>({
    initialValues,
    validationSchema: userLevelSchema,
    onSubmit: async (values) => onSubmit(userLevelSchema.cast(values)),
  });
  const { errors, touched, values, setFieldValue, setFieldTouched, isSubmitting } = formik;

  return (
    <Stack noValidate onSubmit={formik.handleSubmit} aria-label="Seller level">
      {error && <Alert variant="error">{error}</Alert>}
      <FormField name="name" label="Name" required error={touched.name && errors.name}>
        <TextInput autoComplete="off" {...formik.getFieldProps('name')} />
      </FormField>
      <FormField
        name="order_total"
        label="Order total"
        help="Orders a seller needs to reach this level (0 to 100000)"
        required
        error={touched.order_total && errors.order_total}
      >
        <NumberInput
          value={values.order_total}
          min={0}
          max={100000}
          onChange={(value) => setFieldValue('order_total', value)}
          onBlur={() => setFieldTouched('order_total')}
        />
      </FormField>
      <FormField
        name="discount"
        label="Discount"
        help="Percent off the fulfilment price (0 to 100)"
        required
        error={touched.discount && errors.discount}
      >
        <NumberInput
          value={values.discount}
          min={0}
          max={100}
          step={0.5}
          suffix="%"
          onChange={(value) => setFieldValue('discount', value)}
          onBlur={() => setFieldTouched('discount')}
        />
      </FormField>
      <Switch
        label="Active"
        name="status"
        checked={values.status}
        onChange={(checked) => setFieldValue('status', checked)}
      />
      <Drawer.Footer>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Drawer.Footer>
    </Stack>
  );
}
