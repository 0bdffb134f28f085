export {
  MailTemplatesForm,
  type MailTemplatesFormProps,
  type MailTemplatesValues,
} from './MailTemplatesForm';
