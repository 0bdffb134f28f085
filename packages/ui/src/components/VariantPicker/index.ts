export { VariantPicker, type VariantPickerProps } from './VariantPicker';
export {
  pickerState,
  type PickerAttribute,
  type PickerSelection,
  type PickerState,
  type PickerVariant,
} from './variantOptions';
