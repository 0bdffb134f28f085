export { AttributeTable, attributeEditPath, type AttributeTableProps } from './AttributeTable';
