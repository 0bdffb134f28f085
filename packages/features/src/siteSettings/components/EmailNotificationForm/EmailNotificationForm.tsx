import { useFormik } from 'formik';
import {
  ORDER_RECEIVED_DELAYS,
  SITE_MESSAGE_MAX,
  SITE_NOTIFICATIONS,
  siteSettingsSchema,
  type OrderReceivedDelay,
  type SiteSettingsValues,
} from '@podoffice/domain';
import { Button, FormField, RadioGroup, Switch, TextArea } from '@podoffice/ui';
import { Actions, Form, Mail, MailName } from './EmailNotificationForm.styles';

/** The fields of the Email notification tab: the three mails, each switched on or off with its message. */
export type EmailNotificationValues = Omit<SiteSettingsValues, 'fulfill_role'>;

const EMAIL_FIELDS = [
  'order_received_enable',
  'order_received_after',
  'order_received_message',
  'order_producing_enable',
  'order_producing_message',
  'order_shipping_enable',
  'order_shipping_message',
] as const;

const emailSchema = siteSettingsSchema.pick([...EMAIL_FIELDS]);

const DELAY_OPTIONS = ORDER_RECEIVED_DELAYS.map((days) => ({
  value: days,
  label: days === 1 ? '1 day' : `${days} days`,
}));

export interface EmailNotificationFormProps {
  /** The site's current settings, shown when the form opens. */
  initialValues: EmailNotificationValues;
  /** Saves the checked values; the Save button stays busy until the promise settles, and a rejection keeps the edits. */
  onSubmit: (values: EmailNotificationValues) => Promise<unknown>;
}

/**
 * The Email notification tab of Site settings: Order received (sent 1, 2 or 3
 * days after the order arrives), Order start producing and Order shipped, each with its switch
 * and message. An enabled mail needs a message (siteSettingsSchema).
 */
export function EmailNotificationForm({ initialValues, onSubmit }: EmailNotificationFormProps) {
  const formik = useFormik<EmailNotificationValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: emailSchema,
    onSubmit: async (values) => {
      try {
        await onSubmit(emailSchema.cast(values) as EmailNotificationValues);
      } catch {
        // The failure is already announced (a toast); the edits stay for another try.
      }
    },
  });
  const { values, errors, touched, isSubmitting, setFieldValue, setFieldTouched, getFieldProps } =
    formik;

  return (
    <Form noValidate onSubmit={formik.handleSubmit} aria-label="Email notification">
      {SITE_NOTIFICATIONS.map(({ label, enable, message }) => (
        <Mail key={enable}>
          <MailName>{label}</MailName>
          <Switch
            label={`Send the ${label} mail`}
            checked={values[enable]}
            onChange={(on) => {
              void setFieldValue(enable, on);
            }}
          />
          {enable === 'order_received_enable' && (
            <FormField name="order_received_after" label="Send it after">
              <RadioGroup<OrderReceivedDelay>
                options={DELAY_OPTIONS}
                value={values.order_received_after}
                orientation="horizontal"
                onChange={(days) => {
                  void setFieldValue('order_received_after', days);
                }}
              />
            </FormField>
          )}
          <FormField
            name={message}
            label={`${label} message`}
            required={values[enable]}
            error={touched[message] && errors[message]}
          >
            <TextArea
              rows={4}
              maxLength={SITE_MESSAGE_MAX}
              {...getFieldProps(message)}
              onBlur={() => {
                void setFieldTouched(message, true);
              }}
            />
          </FormField>
        </Mail>
      ))}
      <Actions>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          Save
        </Button>
      </Actions>
    </Form>
  );
}
