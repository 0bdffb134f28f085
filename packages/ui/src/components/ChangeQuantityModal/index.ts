export {
  ChangeQuantityModal,
  MIN_ORDER_QUANTITY,
  QUANTITY_MESSAGE,
  type ChangeQuantityModalProps,
} from './ChangeQuantityModal';
