export {
  ProductTypePicker,
  firstCategoryIds,
  type PickerType,
  type ProductTypePickerProps,
} from './ProductTypePicker';
