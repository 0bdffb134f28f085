import { useFormik } from 'formik';
import { SETTINGS_LIMITS, sellerMessageFormSchema } from '@podoffice/domain';
import { Button, FormField, TextArea } from '@podoffice/ui';
import { Actions, Form, Template, TemplateName } from '../settingsForm.styles';

export interface SellerMessageFormProps {
  /** The saved message ('' when there is none). */
  initialValue: string;
  /** Saves the message; Save stays busy until the promise settles, and a rejection keeps the edits. */
  onSubmit: (message: string) => Promise<unknown>;
}

/** The Message tab: the message every seller reads in POD Office (setting seller_message). */
export function SellerMessageForm({ initialValue, onSubmit }: SellerMessageFormProps) {
  const formik = useFormik({
    initialValues: { seller_message: initialValue },
    enableReinitialize: true,
    validationSchema: sellerMessageFormSchema,
    onSubmit: async ({ seller_message }) => {
      try {
        await onSubmit(seller_message);
      } catch {
        // The failure is already announced (a toast); the edits stay for another try.
      }
    },
  });

  return (
    <Form noValidate onSubmit={formik.handleSubmit} aria-label="Message">
      <Template>
        <TemplateName>Message to sellers</TemplateName>
        <FormField
          name="seller_message"
          label="Seller message"
          help="Every seller sees this message; leave it empty to show none."
          error={formik.touched.seller_message && formik.errors.seller_message}
        >
          <TextArea
            rows={5}
            resizable
            showCount
            maxLength={SETTINGS_LIMITS.messageMax}
            {...formik.getFieldProps('seller_message')}
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
