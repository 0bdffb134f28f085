export { SiteSelector, type SiteSelectorProps, type SiteOption } from './SiteSelector';
