export { NewsForm, type NewsFormProps } from './NewsForm';
