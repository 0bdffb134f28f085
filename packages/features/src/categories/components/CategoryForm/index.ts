export { CategoryForm, type CategoryFormProps } from './CategoryForm';
