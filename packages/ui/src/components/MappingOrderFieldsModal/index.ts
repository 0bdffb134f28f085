export {
  MappingOrderFieldsModal,
  type MappingOrderFieldsModalProps,
  type OrderImportTemplate,
} from './MappingOrderFieldsModal';
