export { EditSiteForm, type EditSiteFormProps, type EditSiteFormValues } from './EditSiteForm';
