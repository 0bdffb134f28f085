export {
  AssignSupplierModal,
  SUPPLIER_REQUIRED,
  type AssignSupplierModalProps,
} from './AssignSupplierModal';
