export {
  CustomerEditDrawer,
  EMPTY_CUSTOMER_FORM,
  type CustomerEditDrawerProps,
  type CustomerFormValue,
} from './CustomerEditDrawer';
