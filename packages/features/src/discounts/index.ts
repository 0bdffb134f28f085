// The discounts area (lazy-loaded by the app for the /admin/discount routes): the discount list,
// create, edit and delete, for an Administrator.
export { DiscountsScreen } from './screens/DiscountsScreen';
export { DiscountFormScreen } from './screens/DiscountFormScreen';
export {
  DiscountTable,
  discountEditPath,
  discountPeriod,
  type DiscountTableProps,
} from './components/DiscountTable';
export {
  DiscountForm,
  EMPTY_DISCOUNT,
  type DiscountFormProps,
  type DiscountFormValues,
} from './components/DiscountForm';
export { DISCOUNT_NOTICES } from './messages';
export {
  discountsApi,
  useCreateDiscountMutation,
  useDeleteDiscountMutation,
  useDiscountByIdQuery,
  useDiscountTypesQuery,
  useDiscountsQuery,
  useUpdateDiscountMutation,
} from './api';
export type * from './api/Discounts.generated';
