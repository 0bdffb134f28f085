export { LogoutPage } from './LogoutPage';
