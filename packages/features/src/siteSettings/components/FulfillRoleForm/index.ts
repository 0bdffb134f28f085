export { FulfillRoleForm, type FulfillRoleFormProps } from './FulfillRoleForm';
