export { OrderDetail, SAME_AS_BILLING, sameAddress, type OrderDetailProps } from './OrderDetail';
