export {
  CARRIER_REQUIRED,
  ChangeCarrierModal,
  SELECT_CARRIER,
  type ChangeCarrierModalProps,
  type OrderCarrierOption,
} from './ChangeCarrierModal';
