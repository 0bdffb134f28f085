export { DrawerForm } from './DrawerForm';
export type { DrawerFormProps, DrawerFormState } from './DrawerForm';
