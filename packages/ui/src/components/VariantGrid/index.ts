export {
  VariantGrid,
  applyVariantChange,
  moveVariant,
  variantRowId,
  type VariantGridCarrier,
  type VariantGridChange,
  type VariantGridOption,
  type VariantGridProps,
  type VariantGridSupplier,
} from './VariantGrid';
