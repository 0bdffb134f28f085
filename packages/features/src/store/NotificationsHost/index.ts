export { NotificationsHost } from './NotificationsHost';
