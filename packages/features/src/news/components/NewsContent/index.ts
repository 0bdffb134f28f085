export { NewsContent, type NewsContentProps } from './NewsContent';
