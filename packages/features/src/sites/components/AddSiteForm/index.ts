export { AddSiteForm, type AddSiteFormProps, type AddSiteFormValues } from './AddSiteForm';
