export {
  ChangeQuantityModal,
  MIN_ORDER_QUANTITY,
  QUANTITY_MESSAGES,
  type ChangeQuantityModalProps,
} from './ChangeQuantityModal';
