export { TitleBar, type TitleBarProps, type SiteOption } from './TitleBar';
