export { NAV_ICON_NAMES, NavIcon, NavIcons, type NavIconName, type NavIconProps } from './NavIcons';
