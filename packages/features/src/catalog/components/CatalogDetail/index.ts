export { CatalogDetail, type CatalogDetailProps, type CatalogProductType } from './CatalogDetail';
