export { FILE_TYPE_OPTIONS, ProductTypeForm, type ProductTypeFormProps } from './ProductTypeForm';
export type { AttributeChoice, AttributeTermChoice } from './AttributesSection';
export {
  emptyProductTypeForm,
  toProductTypeFormValues,
  toProductTypeInput,
  type AttributeRow,
  type CarrierRow,
  type PrintAreaRow,
  type ProductTypeFormValues,
} from './formValues';
