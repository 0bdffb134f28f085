export { NavLink, type NavLinkProps } from './NavLink';
