import type { HTMLAttributes } from 'react';
import { MenuTree } from '../MenuTree';
import type { MenuItem, NavigationProps } from '../navigation';
import { Nav } from './Sider.styles';

export interface SiderProps extends NavigationProps, Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Menu entries; entries with children are groups (Orders, App Settings). */
  items: MenuItem[];
  /** Path of the current page, which decides the highlighted entry. */
  currentPath?: string;
  /** Icons only (theme.layout.siderCollapsed wide) instead of icons and labels (siderExpanded). */
  collapsed?: boolean;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/** The left menu of the desktop layout: a navigation landmark with the menu entries. */
export function Sider({
  items,
  currentPath,
  collapsed = false,
  label = 'Main menu',
  renderLink,
  onNavigate,
  ...rest
}: SiderProps) {
  return (
    <Nav aria-label={label} $collapsed={collapsed} {...rest}>
      <MenuTree
        items={items}
        currentPath={currentPath}
        collapsed={collapsed}
        renderLink={renderLink}
        onNavigate={onNavigate}
      />
    </Nav>
  );
}
