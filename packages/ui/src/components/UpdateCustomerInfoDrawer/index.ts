export {
  UpdateCustomerInfoDrawer,
  EMPTY_CUSTOMER_INFO,
  type UpdateCustomerInfoDrawerProps,
  type CustomerInfoValue,
} from './UpdateCustomerInfoDrawer';
