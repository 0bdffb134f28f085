import { landingPathFor, type HasRoles } from './roles';

/** What the app's route guard leaves in location.state when it sends a visitor to sign in. */
export interface SignInRedirectState {
  from?: string | { pathname: string; search?: string; hash?: string };
}

const SIGN_IN_PATHS = ['/', '/login'];

/**
 * After sign-in the user goes to the page they were sent away from, else to their
 * role's landing page. The sign-in page itself is never a destination, and only same-origin paths
 * are (a protocol-relative '//host' would leave the app). The app's guard of /login and the sign-in
 * screen both call this, because the session updates before the screen navigates.
 */
export function destinationAfterSignIn(state: unknown, user: HasRoles | null | undefined): string {
  const from = (state as SignInRedirectState | null)?.from;
  const path =
    typeof from === 'string'
      ? from
      : from && typeof from.pathname === 'string'
        ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
        : '';
  const pathname = path.split(/[?#]/)[0] ?? '';
  const sameOrigin = path.startsWith('/') && !path.startsWith('//');
  return sameOrigin && !SIGN_IN_PATHS.includes(pathname) ? path : landingPathFor(user);
}
