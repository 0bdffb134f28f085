export {
  NotificationsForm,
  type NotificationsFormProps,
  type NotificationsValues,
} from './NotificationsForm';
