export { NotFound, type NotFoundProps } from './NotFound';
export { HOME_PATH, type BackToHomeProps } from './StatusPage';
