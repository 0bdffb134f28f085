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
// The picker moved to @podoffice/ui when the orders' Change variant modal needed it too; the
// catalog area still offers it under the names embedders already import.
export {
  VariantPicker,
  pickerState,
  type PickerAttribute,
  type PickerSelection,
  type PickerState,
  type PickerVariant,
  type VariantPickerProps,
} from '@podoffice/ui';
export {
  catalogApi,
  useCatalogProductTypeQuery,
  useCatalogProductTypesQuery,
  useExportCatalogMutation,
} from './api';
export type * from './api/Catalog.generated';
