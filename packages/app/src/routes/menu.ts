import { hasRole } from '@podoffice/domain';
import { isAllowed, type RouteUser } from './access';
import type { AppRoute, MenuGroup, MenuIcon, RouteSpec } from './types';

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
 * The left menu for a user: a link to every route of the table with a menu entry that the user may
 * open, in the spec's order, with grouped links gathered under their group. Who sees a link is who
 * may open its route (issue 10: Supporter and Listing could not reach their own screens when the
 * menu kept a list of its own). Planned routes are left out unless asked, so the menu never leads
 * to a not-built-yet page.
 */
export function menuFor(
  routes: readonly RouteSpec[],
  user: RouteUser,
  options: MenuOptions = {},
): MenuNode[] {
  const entries = routes
    .filter((route) => route.menu && (options.includePlanned || !route.planned))
    .filter((route) => {
      const entry = route.menu!;
      if (entry.hiddenFrom && hasRole(user, ...entry.hiddenFrom)) return false;
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

/** The route whose link follows the current site. */
const SITE_SETTINGS_PATH = '/sites/:id/settings';

/**
 * The settings link of spec 1 §2 for everyone but the Administrator, whose /admin/settings link
 * the route table already gives: the settings of the current site. There is none without a
 * current site (staff never have one) or for a user who may not open site settings.
 */
export function siteSettingsLinkFor(
  routes: readonly AppRoute[],
  user: RouteUser,
  currentSiteId: string | null,
): MenuLink | null {
  if (!currentSiteId || hasRole(user, 'Administrator')) return null;
  const route = routes.find((r) => r.path === SITE_SETTINGS_PATH);
  if (!route || route.planned || !isAllowed(route, user)) return null;
  return {
    kind: 'link',
    label: 'Settings',
    icon: 'settings',
    path: `/sites/${encodeURIComponent(currentSiteId)}/settings`,
  };
}
