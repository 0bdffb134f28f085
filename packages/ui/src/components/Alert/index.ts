export { Alert, type AlertProps } from './Alert';
export type { AlertVariant } from './Alert.styles';
