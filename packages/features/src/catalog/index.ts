// The catalog area (lazy-loaded by the app for /catalog and /catalog/:id).
export { CatalogScreen } from './screens/CatalogScreen';
export { CatalogDetailScreen } from './screens/CatalogDetailScreen';
export {
  CatalogCard,
  CatalogGrid,
  type CatalogCardProps,
  type CatalogGridProps,
} from './components/CatalogGrid';
export {
  CatalogDetail,
  type CatalogDetailProps,
  type CatalogProductType,
} from './components/CatalogDetail';
export {
  VariantPicker,
  pickerState,
  type PickerAttribute,
  type PickerSelection,
  type PickerState,
  type PickerVariant,
  type VariantPickerProps,
} from './components/VariantPicker';
export {
  catalogApi,
  useCatalogProductTypeQuery,
  useCatalogProductTypesQuery,
  useExportCatalogMutation,
} from './api';
export type * from './api/Catalog.generated';
