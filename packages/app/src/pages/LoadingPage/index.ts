export { LoadingPage, type LoadingPageProps } from './LoadingPage';
