export {
  ChangeVariantModal,
  CHOOSE_EVERY_OPTION,
  SAME_VARIANT,
  type ChangeVariantModalProps,
  type ChangeVariantOption,
} from './ChangeVariantModal';
