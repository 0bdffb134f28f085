export {
  DiscountTable,
  discountEditPath,
  discountPeriod,
  type DiscountTableProps,
} from './DiscountTable';
