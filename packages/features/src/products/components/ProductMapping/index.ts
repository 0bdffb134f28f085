export { MappingTypesModal, type MappingTypesModalProps } from './MappingTypesModal';
export { MappingVariantsModal, type MappingVariantsModalProps } from './MappingVariantsModal';
export {
  SHOP_PRODUCTS_PAGE_SIZE,
  ShopProductsTable,
  type ShopProductRow,
  type ShopProductsTableProps,
} from './ShopProductsTable';
