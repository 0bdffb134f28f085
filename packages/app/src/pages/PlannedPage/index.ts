export { PlannedPage, type PlannedPageProps } from './PlannedPage';
