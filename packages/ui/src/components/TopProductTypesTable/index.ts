export {
  TopProductTypesTable,
  type TopProductTypesTableProps,
  type TopProductTypeRow,
} from './TopProductTypesTable';
