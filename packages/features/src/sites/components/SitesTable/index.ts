export { SitesTable, type SitesTableProps } from './SitesTable';
