import { hasRole, type HasRoles } from '@podoffice/domain';
import type { AppRoute } from './types';

/** The signed-in user as far as routing cares: roles, and is_special for the catalog. */
export interface RouteUser extends HasRoles {
  is_special?: boolean | null;
}

/**
 * What opening a route leads to:
 * - 'render': the screen;
 * - 'login': the sign-in page, remembering where the user was going;
 * - 'landing': the user's landing page (a signed-in user opening sign-in);
 * - 'denied': the 'Access denied' page;
 * - 'notFound': the not-found page.
 */
export type AccessOutcome = 'render' | 'login' | 'landing' | 'denied' | 'notFound';

type RouteRules = Pick<
  AppRoute,
  'access' | 'redirectSignedIn' | 'notFoundWhenDenied' | 'requiresSpecial'
>;

/** Whether a signed-in user may see a route's content (roles, and is_special where asked). */
export function isAllowed(route: RouteRules, user: RouteUser): boolean {
  const { access } = route;
  if (access === 'public' || access === 'anyone' || access === 'signedIn') return true;
  if (!hasRole(user, ...access)) return false;
  return !route.requiresSpecial || user.is_special === true;
}

/** The guard's decision for a route, given the signed-in user or null when nobody is signed in. */
export function decideAccess(route: RouteRules, user: RouteUser | null): AccessOutcome {
  if (route.access === 'anyone') return 'render';
  if (route.access === 'public') return user && route.redirectSignedIn ? 'landing' : 'render';
  if (!user) return 'login';
  if (isAllowed(route, user)) return 'render';
  return route.notFoundWhenDenied ? 'notFound' : 'denied';
}

/** What the route is called for this user: its role's view's name (nameFor), or its name. */
export function routeName(route: AppRoute, user: RouteUser | null): string {
  return user && route.nameFor ? route.nameFor(user) : route.name;
}
