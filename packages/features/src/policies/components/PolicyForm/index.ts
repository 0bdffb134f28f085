export { PolicyForm, type PolicyFormProps, type PolicyFormValues } from './PolicyForm';
