export {
  CatalogCard,
  CatalogGrid,
  type CatalogCardProps,
  type CatalogGridProps,
} from './CatalogGrid';
