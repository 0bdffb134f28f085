import { useFormik } from 'formik';
import { newsSchema, type NewsValues } from '@podoffice/domain';
import { Alert, Button, FormField, RichTextEditor, Switch, TextInput } from '@podoffice/ui';
import { Stack } from '../../../shared/FormLayout';
import { Actions, Flags } from './NewsForm.styles';

export interface NewsFormProps {
  /** The item being edited; a new item starts empty, active, with both flags off. */
  initialValues?: NewsValues;
  /** Called with the checked, trimmed values; the form stays busy until the promise settles. */
  onSubmit: (values: NewsValues) => Promise<void> | void;
  /** Called by the Cancel button. */
  onCancel?: () => void;
  /** Text of the submit button. */
  submitLabel?: string;
  /** The server's message when it refused the last save. */
  error?: string | null;
}

const empty: NewsValues = {
  title: '',
  content: '',
  status: true,
  notification: false,
  send_mail: false,
};

/**
 * Add and edit a news item: title, rich-text content (HTML), status, notification and send mail.
 * The editor loads on demand the first time the form shows.
 */
export function NewsForm({
  initialValues = empty,
  onSubmit,
  onCancel,
  submitLabel = 'Save',
  error,
}: NewsFormProps) {
  const formik = useFormik<NewsValues>({
    initialValues,
    validationSchema: newsSchema,
    enableReinitialize: true,
    onSubmit: async (values) => onSubmit(newsSchema.cast(values)),
  });
  const { errors, touched, values, setFieldValue, setFieldTouched, isSubmitting } = formik;

  return (
    <Stack noValidate onSubmit={formik.handleSubmit} aria-label="News">
      {error && <Alert variant="error">{error}</Alert>}
      <FormField name="title" label="Title" required error={touched.title && errors.title}>
        <TextInput autoComplete="off" {...formik.getFieldProps('title')} />
      </FormField>
      <FormField name="content" label="Content" required error={touched.content && errors.content}>
        <RichTextEditor
          value={values.content}
          placeholder="Write the announcement"
          onChange={(html) => setFieldValue('content', html)}
          onBlur={() => setFieldTouched('content')}
        />
      </FormField>
      <Flags>
        <Switch
          label="Active"
          name="status"
          checked={values.status}
          onChange={(on) => setFieldValue('status', on)}
        />
        <Switch
          label="Notification"
          name="notification"
          checked={values.notification}
          onChange={(on) => setFieldValue('notification', on)}
        />
        <Switch
          label="Send mail to sellers"
          name="send_mail"
          checked={values.send_mail}
          onChange={(on) => setFieldValue('send_mail', on)}
        />
      </Flags>
      <Actions>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </Actions>
    </Stack>
  );
}
