import { matchRoutes } from 'react-router-dom';
import { routeTable } from './routeTable';
import type { AppRoute } from './types';

const patterns = routeTable.map((route) => ({ path: route.path, route }));

/** The table's route for a pathname, ranked the way the router ranks them; undefined when none. */
export function matchRoute(pathname: string): AppRoute | undefined {
  const matches = matchRoutes(patterns, pathname);
  return matches?.[0]?.route.route;
}
