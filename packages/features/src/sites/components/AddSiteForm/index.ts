export {
  AddSiteForm,
  demoMessage,
  notConfiguredMessage,
  type AddSiteFormProps,
  type AddSiteFormValues,
  type PlatformAvailability,
} from './AddSiteForm';
