import { landingPathFor, type HasRoles } from '@podoffice/domain';

/** What the guard leaves in location.state when it sends a visitor to sign in. */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}

const SIGN_IN_PATHS = new Set(['/', '/login']);

/**
 * Spec 1 §4: after sign-in, the page the user was sent away from, else their role's landing page.
 * The session updates before the sign-in screen navigates, so the guard of /login may act first:
 * it has to pick the same destination the screen would.
 */
export function destinationAfterSignIn(state: unknown, user: HasRoles): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (from && typeof from.pathname === 'string' && !SIGN_IN_PATHS.has(from.pathname)) {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return landingPathFor(user);
}
