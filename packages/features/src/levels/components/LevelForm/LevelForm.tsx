import { userLevelSchema, type UserLevelValues } from '@podoffice/domain';
import { FormField, NumberInput, Switch, TextInput } from '@podoffice/ui';
import { DrawerForm } from '../../../shared/DrawerForm';

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
 * status, checked with the domain's userLevelSchema. Its buttons sit in the footer of
 * the drawer it is shown in.
 */
export function LevelForm({ initialValues = EMPTY_LEVEL, onSubmit, ...actions }: LevelFormProps) {
  return (
    <DrawerForm
      {...actions}
      label="Seller level"
      initialValues={initialValues}
      validationSchema={userLevelSchema}
      onSubmit={(values) => onSubmit(userLevelSchema.cast(values))}
    >
      {({ values, getFieldProps, setFieldValue, valueProps, errorOf }) => (
        <>
          <FormField name="name" label="Name" required error={errorOf('name')}>
            <TextInput autoComplete="off" {...getFieldProps('name')} />
          </FormField>
          <FormField
            name="order_total"
            label="Order total"
            help="Orders a seller needs to reach this level (0 to 100000)"
            required
            error={errorOf('order_total')}
          >
            <NumberInput min={0} max={100000} {...valueProps('order_total')} />
          </FormField>
          <FormField
            name="discount"
            label="Discount"
            help="Percent off the fulfilment price (0 to 100)"
            required
            error={errorOf('discount')}
          >
            <NumberInput min={0} max={100} step={0.5} suffix="%" {...valueProps('discount')} />
          </FormField>
          <Switch
            label="Active"
            name="status"
            checked={values.status}
            onChange={(checked) => void setFieldValue('status', checked)}
          />
        </>
      )}
    </DrawerForm>
  );
}
