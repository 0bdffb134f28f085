export {
  TrackingSettingsForm,
  type TrackingFormValues,
  type TrackingSettingsFormProps,
} from './TrackingSettingsForm';
