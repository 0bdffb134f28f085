// The productTypes area (lazy-loaded by the app for /admin/product-types and /product-types).
export { ProductTypesScreen, toProductTypeFilter } from './screens/ProductTypesScreen';
export { SupplierProductTypesScreen } from './screens/SupplierProductTypesScreen';
export { ProductTypeFormScreen } from './screens/ProductTypeFormScreen';
export {
  FILE_TYPE_OPTIONS,
  ProductTypeForm,
  emptyProductTypeForm,
  toProductTypeFormValues,
  toProductTypeInput,
  type AttributeChoice,
  type AttributeRow,
  type AttributeTermChoice,
  type CarrierRow,
  type PrintAreaRow,
  type ProductTypeFormProps,
  type ProductTypeFormValues,
} from './components/ProductTypeForm';
export { ProductTypeVariantsScreen } from './screens/ProductTypeVariantsScreen';
export {
  DEFAULT_PRODUCT_TYPE_FILTERS,
  ProductTypesFilters,
  type ProductTypeFilterValues,
  type ProductTypeKind,
  type ProductTypesFiltersProps,
} from './components/ProductTypesFilters';
export {
  ProductTypesTable,
  type ProductTypeActions,
  type ProductTypesTableProps,
} from './components/ProductTypesTable';
export {
  productTypeEditPath,
  productTypeVariantsPath,
  PRODUCT_TYPE_ADD_PATH,
  PRODUCT_TYPE_LIST_PATH,
} from './paths';
export {
  productTypesApi,
  useDeleteProductTypeMutation,
  useDuplicateProductTypeMutation,
  useProductTypeCategoriesQuery,
  useProductTypeSuppliersQuery,
  useProductTypesQuery,
  useUpdateProductTypeStateMutation,
} from './api';
export {
  productTypeFormApi,
  useCreateProductTypeMutation,
  useProductTypeForEditQuery,
  useUpdateProductTypeMutation,
} from './api/productTypeForm';
export type * from './api/ProductTypes.generated';
export type {
  CreateProductTypeMutation,
  CreateProductTypeMutationVariables,
  ProductTypeForEditQuery,
  ProductTypeForEditQueryVariables,
  ProductTypeFormFieldsFragment,
  ProductTypeInput,
  UpdateProductTypeMutation,
  UpdateProductTypeMutationVariables,
} from './api/ProductTypeForm.generated';
export {
  productTypeVariantsApi,
  useLazyVariantPartnerCatalogQuery,
  useProductTypeVariantsQuery,
  useSaveProductTypeVariantsMutation,
  useVariantPartnersQuery,
} from './api/variants';
export type * from './api/variants';
