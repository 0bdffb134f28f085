export {
  EmailNotificationForm,
  type EmailNotificationFormProps,
  type EmailNotificationValues,
} from './EmailNotificationForm';
