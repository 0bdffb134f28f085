import { useFormik } from 'formik';
import {
  NOTIFICATIONS,
  NOTIFICATION_KEYS,
  SETTINGS_LIMITS,
  notificationsFormSchema,
  type NotificationKey,
} from '@podoffice/domain';
import { Button, FormField, TextArea } from '@podoffice/ui';
import { PlaceholderList } from '../PlaceholderList';
import { Actions, Form, Template, TemplateName } from '../settingsForm.styles';

/** The text of each order and tracking message; an empty one is not sent. */
export type NotificationsValues = Record<NotificationKey, string>;

export interface NotificationsFormProps {
  /** The saved (or built-in) text of each message. */
  initialValues: NotificationsValues;
  /** Saves the checked values; Save stays busy until the promise settles, and a rejection keeps the edits. */
  onSubmit: (values: NotificationsValues) => Promise<unknown>;
  /** Called when Save is pressed while a field is invalid (the screen says 'Form is invalid'). */
  onInvalid?: () => void;
}

/**
 * The Notification tab's seven order and tracking messages: Order received, Order start
 * producing, Order shipped, Order cancelled, Tracking number added, Tracking updated and Parcel
 * delivered, each with the placeholders it may use.
 */
export function NotificationsForm({ initialValues, onSubmit, onInvalid }: NotificationsFormProps) {
  const formik = useFormik<NotificationsValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: notificationsFormSchema,
    onSubmit: async (values) => {
      try {
        await onSubmit(values);
      } catch {
        // The failure is already announced (a toast); the edits stay for another try.
      }
    },
  });

  return (
    <Form
      noValidate
      aria-label="Order and tracking messages"
      onSubmit={(event) => {
        event.preventDefault();
        void formik.validateForm().then((errors) => {
          if (Object.keys(errors).length > 0) onInvalid?.();
          return formik.submitForm();
        });
      }}
    >
      <Template>
        <TemplateName>Order and tracking messages</TemplateName>
        {NOTIFICATION_KEYS.map((key) => {
          const info = NOTIFICATIONS[key];
          return (
            <FormField
              key={key}
              name={key}
              label={info.label}
              help={`${info.description} Leave empty to send no message.`}
              error={formik.touched[key] && formik.errors[key]}
            >
              <TextArea
                rows={3}
                resizable
                maxLength={SETTINGS_LIMITS.messageMax}
                {...formik.getFieldProps(key)}
              />
            </FormField>
          );
        })}
        <PlaceholderList placeholders={NOTIFICATIONS.tracking_updated.placeholders} />
      </Template>
      <Actions>
        <Button type="submit" variant="primary" loading={formik.isSubmitting}>
          Save
        </Button>
      </Actions>
    </Form>
  );
}
