export {
  OrderInfoDrawer,
  type OrderInfoDrawerProps,
  type OrderShippingAddress,
} from './OrderInfoDrawer';
