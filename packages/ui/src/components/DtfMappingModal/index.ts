export {
  DtfMappingModal,
  type DtfMappingDesign,
  type DtfMappingInitialValue,
  type DtfMappingModalProps,
  type DtfMappingSkuOption,
  type DtfMappingValue,
} from './DtfMappingModal';
