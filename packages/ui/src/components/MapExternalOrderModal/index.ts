export {
  MapExternalOrderModal,
  type ExternalOrderLine,
  type MapExternalOrderModalProps,
  type MappingVariantOption,
} from './MapExternalOrderModal';
