export { SignedInLayout, type SignedInLayoutProps } from './SignedInLayout';
