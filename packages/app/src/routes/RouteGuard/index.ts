export { RouteGuard, type RouteGuardProps } from './RouteGuard';
