import { getIn, useFormik } from 'formik';
import type { FormEvent } from 'react';
import {
  MAIL_TEMPLATES,
  SETTINGS_LIMITS,
  mailTemplatesFormSchema,
  type MailTemplateKey,
  type MailTemplateValues,
} from '@podoffice/domain';
import { Button, FormField, TextArea, TextInput } from '@podoffice/ui';
import { PlaceholderList } from '../PlaceholderList';
import { Actions, Form, Template, TemplateHint, TemplateName } from '../settingsForm.styles';

/** Subject and message of each template the form edits, by template. */
export type MailTemplatesValues = Partial<Record<MailTemplateKey, MailTemplateValues>>;

export interface MailTemplatesFormProps {
  /** The templates the form edits, in order (the templates of one settings tab). */
  templates: readonly MailTemplateKey[];
  /** The saved (or built-in) subject and message of each template. */
  initialValues: MailTemplatesValues;
  /** Saves the checked values; Save stays busy until the promise settles, and a rejection keeps the edits. */
  onSubmit: (values: MailTemplatesValues) => Promise<unknown>;
  /** Called when Save is pressed while a field is invalid (the screen says 'Form is invalid'). */
  onInvalid?: () => void;
  /** Names the form for screen readers, e.g. 'Account Settings'. */
  'aria-label': string;
}

/**
 * Mail templates: a subject ('Please enter subject') and a message ('Please enter
 * message') per mail, with the placeholders each mail may use.
 */
export function MailTemplatesForm({
  templates,
  initialValues,
  onSubmit,
  onInvalid,
  'aria-label': ariaLabel,
}: MailTemplatesFormProps) {
  const schema = mailTemplatesFormSchema(templates);
  const formik = useFormik<MailTemplatesValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values) => {
      try {
        await onSubmit(schema.cast(values) as MailTemplatesValues);
      } catch {
        // The failure is already announced (a toast); the edits stay for another try.
      }
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) onInvalid?.();
    await formik.submitForm();
  };

  const errorOf = (name: string) =>
    getIn(formik.touched, name) ? (getIn(formik.errors, name) as string | undefined) : undefined;

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={ariaLabel}>
      {templates.map((key) => {
        const info = MAIL_TEMPLATES[key];
        const subject = `${key}.subject`;
        const message = `${key}.message`;
        return (
          <Template key={key}>
            <TemplateName>{info.label}</TemplateName>
            <TemplateHint>{info.description}</TemplateHint>
            <FormField
              name={subject}
              label={`${info.label} subject`}
              required
              error={errorOf(subject)}
            >
              <TextInput
                maxLength={SETTINGS_LIMITS.subjectMax}
                {...formik.getFieldProps(subject)}
              />
            </FormField>
            <FormField
              name={message}
              label={`${info.label} message`}
              required
              error={errorOf(message)}
            >
              <TextArea rows={8} resizable {...formik.getFieldProps(message)} />
            </FormField>
            <PlaceholderList placeholders={info.placeholders} />
          </Template>
        );
      })}
      <Actions>
        <Button type="submit" variant="primary" loading={formik.isSubmitting}>
          Save
        </Button>
      </Actions>
    </Form>
  );
}
