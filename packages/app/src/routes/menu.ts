import { hasRole } from '@podoffice/domain';
import { isAllowed, type RouteUser } from './access';
import type { AppRoute, MenuGroup, MenuIcon } from './types';

/** One link of the left menu. */
export interface MenuLink {
  kind: 'link';
  label: string;
  icon: MenuIcon;
  path: string;
}

/** A titled group of links (Orders, App Settings). */
export interface MenuSection {
  kind: 'group';
  label: MenuGroup;
  icon: MenuIcon;
  children: MenuLink[];
}

export type MenuNode = MenuLink | MenuSection;

const GROUP_ICONS: Record<MenuGroup, MenuIcon> = { Orders: 'orders', 'App Settings': 'settings' };

export interface MenuOptions {
  /** Also list routes whose screens are not built yet (the full menu of the spec). */
  includePlanned?: boolean;
}

/**
 * The left menu for a user: the table's links the user may both see (spec 1 §2 "Menu visibility")
 * and open, in the spec's order, with grouped links gathered under their group.
 * Planned routes are left out unless asked, so the menu never leads to a not-built-yet page.
 */
export function menuFor(
  routes: readonly AppRoute[],
  user: RouteUser,
  options: MenuOptions = {},
): MenuNode[] {
  const entries = routes
    .filter((route) => route.menu && (options.includePlanned || !route.planned))
    .filter((route) => {
      const entry = route.menu!;
      if (!hasRole(user, ...entry.visibleTo)) return false;
      if (entry.specialOnly && user.is_special !== true) return false;
      return isAllowed(route, user);
    })
    .map((route) => ({ route, entry: route.menu! }))
    .sort((a, b) => a.entry.order - b.entry.order);

  const nodes: MenuNode[] = [];
  const groups = new Map<MenuGroup, MenuSection>();
  for (const { route, entry } of entries) {
    const link: MenuLink = { kind: 'link', label: entry.label, icon: entry.icon, path: route.path };
    if (!entry.group) {
      nodes.push(link);
      continue;
    }
    let section = groups.get(entry.group);
    if (!section) {
      section = { kind: 'group', label: entry.group, icon: GROUP_ICONS[entry.group], children: [] };
      groups.set(entry.group, section);
      nodes.push(section);
    }
    section.children.push(link);
  }
  return nodes;
}
