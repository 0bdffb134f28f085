import { useFormik } from 'formik';
import { paymentFormSchema, type PaymentMode } from '@podoffice/domain';
import { Button, FormField, RadioGroup } from '@podoffice/ui';
import { Actions, Form, Template, TemplateHint, TemplateName } from '../settingsForm.styles';

export interface PaymentModeFormProps {
  /** The saved payment mode (sandbox when never saved). */
  initialValue: PaymentMode;
  /** Saves the chosen mode; Save stays busy until the promise settles. */
  onSubmit: (mode: PaymentMode) => Promise<unknown>;
}

const MODE_OPTIONS = [
  { value: 'sandbox' as const, label: 'Sandbox (test payments, no money moves)' },
  { value: 'production' as const, label: 'Production (real card payments)' },
];

/** The Payment tab: card payments in sandbox or production mode. */
export function PaymentModeForm({ initialValue, onSubmit }: PaymentModeFormProps) {
  const formik = useFormik<{ mode: PaymentMode }>({
    initialValues: { mode: initialValue },
    enableReinitialize: true,
    validationSchema: paymentFormSchema,
    onSubmit: async ({ mode }) => {
      try {
        await onSubmit(mode);
      } catch {
        // The failure is already announced (a toast); the choice stays for another try.
      }
    },
  });

  return (
    <Form noValidate onSubmit={formik.handleSubmit} aria-label="Payment">
      <Template>
        <TemplateName>Payment mode</TemplateName>
        <TemplateHint>
          Card express deposits go to the payment provider's sandbox until you switch to production.
        </TemplateHint>
        <FormField name="mode" label="Mode" required>
          <RadioGroup<PaymentMode>
            options={MODE_OPTIONS}
            value={formik.values.mode}
            orientation="vertical"
            onChange={(mode) => {
              void formik.setFieldValue('mode', mode);
            }}
          />
        </FormField>
      </Template>
      <Actions>
        <Button type="submit" variant="primary" loading={formik.isSubmitting}>
          Save
        </Button>
      </Actions>
    </Form>
  );
}
