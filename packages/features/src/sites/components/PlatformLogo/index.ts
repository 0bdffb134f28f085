export { PlatformLogo, type PlatformLogoProps } from './PlatformLogo';
