export { TitleBar, type TitleBarProps } from './TitleBar';
