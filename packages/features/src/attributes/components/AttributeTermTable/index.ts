export {
  AttributeTermTable,
  attributeTermEditPath,
  type AttributeTermTableProps,
} from './AttributeTermTable';
