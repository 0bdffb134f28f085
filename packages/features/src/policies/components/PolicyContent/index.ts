export { PolicyContent, type PolicyContentProps } from './PolicyContent';
