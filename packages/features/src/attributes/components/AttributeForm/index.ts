export { AttributeForm, type AttributeFormProps } from './AttributeForm';
