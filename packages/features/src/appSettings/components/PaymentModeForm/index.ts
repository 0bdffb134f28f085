export { PaymentModeForm, type PaymentModeFormProps } from './PaymentModeForm';
