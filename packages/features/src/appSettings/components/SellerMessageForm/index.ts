export { SellerMessageForm, type SellerMessageFormProps } from './SellerMessageForm';
