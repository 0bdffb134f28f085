export {
  ProductTypesTable,
  type ProductTypeActions,
  type ProductTypesTableProps,
} from './ProductTypesTable';
