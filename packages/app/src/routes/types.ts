import type { HasRoles, UserRole } from '@podoffice/domain';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * Who may open a route (spec 1 §2):
 * - 'public': nobody needs to sign in;
 * - 'anyone': signed in or not, nothing is refused (/user/logout);
 * - 'signedIn': any signed-in user;
 * - a list of roles: a signed-in user holding at least one of them.
 */
export type RouteAccess = 'public' | 'anyone' | 'signedIn' | readonly UserRole[];

/** The two menu groups of spec 1 §2; entries without a group sit at the top level. */
export type MenuGroup = 'Orders' | 'App Settings';

/** Names of the menu icons; the layout maps each to a glyph. */
export type MenuIcon =
  | 'dashboard'
  | 'users'
  | 'sites'
  | 'products'
  | 'orders'
  | 'download'
  | 'balance'
  | 'policy'
  | 'settings'
  | 'catalog'
  | 'levels'
  | 'news'
  | 'categories'
  | 'productTypes'
  | 'carriers'
  | 'tracking'
  | 'attributes'
  | 'attributeTerms'
  | 'discounts'
  | 'customers'
  | 'outbox'
  | 'logs'
  | 'terminal';

export interface MenuEntry {
  /** Text of the menu link. */
  label: string;
  /** Group the link sits in, if any. */
  group?: MenuGroup;
  /** Icon of the link (groups take the icon of the group, see MENU_GROUPS). */
  icon: MenuIcon;
  /**
   * Roles that may open the route but do not get this link, because another link of theirs with
   * the same label leads to the same screen (the Administrator's full Product Types list).
   * Everyone else who may open the route sees it (issue 10: a role reaches every list it may open).
   */
  hiddenFrom?: readonly UserRole[];
  /** Only users with is_special see the link (Catalog). */
  specialOnly?: boolean;
  /** Position in the menu; the spec lists the links in this order. */
  order: number;
}

export interface AppRoute {
  /** React Router path pattern. */
  path: string;
  /** What the screen is called: the heading of a not-built-yet page and the page title. */
  name: string;
  /**
   * What the screen is called for this user, when its view differs by role (routeName): the title
   * bar and the page title say what the page's own heading says.
   */
  nameFor?: (user: HasRoles) => string;
  /** Who may open it. */
  access: RouteAccess;
  /** A signed-in user opening it goes to their landing page instead (/ and /login). */
  redirectSignedIn?: boolean;
  /** Users without the role see not-found rather than 'Access denied' (spec 1 §2). */
  notFoundWhenDenied?: boolean;
  /** Content only for users with is_special; others see not-found (Catalog). */
  requiresSpecial?: boolean;
  /** The screen comes in a later issue: a not-built-yet page stands in for it. */
  planned?: boolean;
  /** A form (add, create) rather than a list: reached from its list, so it has no menu link. */
  form?: boolean;
  /** The menu link to highlight on this form or detail page when its path does not sit under it. */
  menuParent?: string;
  /** How users reach a list page that has no menu link of its own (said for the next engineer). */
  reachedBy?: string;
  /** Its link in the left menu, if it has one. */
  menu?: MenuEntry;
  /** The screen, loaded on first visit. */
  Screen: LazyExoticComponent<ComponentType>;
}

/** A route as data, before its screen is attached (what the end-to-end suite reads). */
export type RouteSpec = Omit<AppRoute, 'Screen'>;
