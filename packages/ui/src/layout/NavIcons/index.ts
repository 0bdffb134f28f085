export { NavIcon, NavIcons, type NavIconName, type NavIconProps } from './NavIcons';
