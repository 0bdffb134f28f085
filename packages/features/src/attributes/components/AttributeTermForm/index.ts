export { AttributeTermForm, type AttributeTermFormProps } from './AttributeTermForm';
