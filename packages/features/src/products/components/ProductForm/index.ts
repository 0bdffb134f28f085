export { ProductForm, type ProductFormProps } from './ProductForm';
export {
  formProblem,
  listOf,
  rowErrors,
  variantRowsOf,
  type FormProductType,
  type ProductFormValues,
  type VariantRow,
} from './productFormValues';
