export { MenuTree, type MenuTreeProps } from './MenuTree';
