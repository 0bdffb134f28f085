export { ProductForm, type ProductFormProps } from './ProductForm';
export { VariantPrices } from './VariantPrices';
export {
  formProblem,
  imagesOf,
  listOf,
  rowErrors,
  variantRowsOf,
  variantsProblem,
  type FormProductType,
  type ProductFormValues,
  type VariantRow,
} from './productFormValues';
