export {
  MapExternalOrderModal,
  type ExternalOrderLine,
  type MapExternalOrderModalProps,
  type MappingVariantOption,
} from './MapExternalOrderModal';
export type {
  MapToProductProps,
  ProductMappingOption,
  ProductVariantMappingOption,
} from './MapToProduct';
