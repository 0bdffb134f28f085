export {
  DiscountForm,
  EMPTY_DISCOUNT,
  type DiscountFormProps,
  type DiscountFormValues,
} from './DiscountForm';
