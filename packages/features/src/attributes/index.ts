// The attributes area (lazy-loaded by the app for the /admin/attribute* routes): attributes and
// their terms, listed, added, edited and deleted by an Administrator.
export { AttributesScreen } from './screens/AttributesScreen';
export { AttributeFormScreen } from './screens/AttributeFormScreen';
export { AttributeTermsScreen } from './screens/AttributeTermsScreen';
export { AttributeTermFormScreen } from './screens/AttributeTermFormScreen';
export {
  AttributeTable,
  attributeEditPath,
  type AttributeTableProps,
} from './components/AttributeTable';
export { AttributeForm, type AttributeFormProps } from './components/AttributeForm';
export {
  AttributeTermTable,
  attributeTermEditPath,
  type AttributeTermTableProps,
} from './components/AttributeTermTable';
export { AttributeTermForm, type AttributeTermFormProps } from './components/AttributeTermForm';
export { ATTRIBUTE_NOTICES } from './messages';
export {
  attributesApi,
  useAttributeByIdQuery,
  useAttributeTermByIdQuery,
  useAttributeTermsQuery,
  useAttributesQuery,
  useCreateAttributeMutation,
  useCreateAttributeTermMutation,
  useDeleteAttributeTermMutation,
  useDeleteAttributesMutation,
  useUpdateAttributeMutation,
  useUpdateAttributeTermMutation,
} from './api';
export type * from './api/Attributes.generated';
