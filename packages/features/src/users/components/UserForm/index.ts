export { EMPTY_USER_FORM, UserForm, type UserFormProps, type UserFormValues } from './UserForm';
