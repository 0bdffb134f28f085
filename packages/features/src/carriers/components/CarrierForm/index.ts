export {
  CarrierForm,
  EMPTY_CARRIER,
  type CarrierFormProps,
  type CarrierFormValues,
} from './CarrierForm';
