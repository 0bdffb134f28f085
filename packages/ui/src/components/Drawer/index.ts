export { Drawer, type DrawerComponent, type DrawerProps } from './Drawer';
export type { DrawerPlacement } from './Drawer.styles';
