export { PageBreadcrumbs, type PageBreadcrumbsProps, type PageTrailStep } from './PageBreadcrumbs';
