import { useFormik } from 'formik';
import {
  SETTINGS_LIMITS,
  trackingSettingsSchema,
  type TrackingDelayUnit,
  type TrackingSettingsValues,
} from '@podoffice/domain';
import { Button, FormField, NumberInput, RadioGroup, TextInput } from '@podoffice/ui';
import { Actions, Form, Template, TemplateHint, TemplateName } from '../settingsForm.styles';
import { DelayRow } from './TrackingSettingsForm.styles';

/** The tracking form's values; numberTime is undefined while its field is empty. */
export interface TrackingFormValues {
  numberTime: number | undefined;
  unit: TrackingDelayUnit;
  apiKey: string;
}

export interface TrackingSettingsFormProps {
  /** The saved tracking settings (unit hour when never saved). */
  initialValues: TrackingFormValues;
  /** Saves the checked values; Save stays busy until the promise settles, and a rejection keeps the edits. */
  onSubmit: (values: TrackingSettingsValues) => Promise<unknown>;
}

const UNIT_OPTIONS = [
  { value: 'hour' as const, label: 'Hours' },
  { value: 'day' as const, label: 'Days' },
];

/**
 * Tracking settings: how long to wait between tracking checks (numberTime, in
 * hours by default or days) and the tracking service's API key.
 */
export function TrackingSettingsForm({ initialValues, onSubmit }: TrackingSettingsFormProps) {
  const formik = useFormik<TrackingFormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: trackingSettingsSchema,
    onSubmit: async (values) => {
      try {
        await onSubmit(trackingSettingsSchema.cast(values));
      } catch {
        // The failure is already announced (a toast); the edits stay for another try.
      }
    },
  });
  const { values, errors, touched } = formik;

  return (
    <Form noValidate onSubmit={formik.handleSubmit} aria-label="Tracking settings">
      <Template>
        <TemplateName>Tracking</TemplateName>
        <TemplateHint>
          Trackings are checked with the tracking service this often; its API key comes from your
          TrackingMore account.
        </TemplateHint>
        <DelayRow>
          <FormField
            name="numberTime"
            label="Time between checks"
            required
            error={touched.numberTime && errors.numberTime}
          >
            <NumberInput
              min={0}
              step={1}
              max={SETTINGS_LIMITS.trackingTimeMax}
              value={values.numberTime ?? null}
              onChange={(value) => {
                void formik.setFieldValue('numberTime', value);
              }}
              onBlur={() => {
                void formik.setFieldTouched('numberTime', true);
              }}
            />
          </FormField>
          <FormField name="unit" label="Unit" required>
            <RadioGroup<TrackingDelayUnit>
              options={UNIT_OPTIONS}
              value={values.unit}
              orientation="horizontal"
              onChange={(unit) => {
                void formik.setFieldValue('unit', unit);
              }}
            />
          </FormField>
        </DelayRow>
        <FormField name="apiKey" label="API key" required error={touched.apiKey && errors.apiKey}>
          <TextInput
            autoComplete="off"
            spellCheck={false}
            maxLength={SETTINGS_LIMITS.trackingApiKeyMax}
            {...formik.getFieldProps('apiKey')}
          />
        </FormField>
      </Template>
      <Actions>
        <Button type="submit" variant="primary" loading={formik.isSubmitting}>
          Save tracking settings
        </Button>
      </Actions>
    </Form>
  );
}
