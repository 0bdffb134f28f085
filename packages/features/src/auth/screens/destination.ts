import { landingPathFor, type HasRoles } from '@podoffice/domain';

/** What the app's route guard leaves in location.state when it sends a visitor to sign in. */
export interface SignInRedirectState {
  from?: string | { pathname: string; search?: string; hash?: string };
}

const PUBLIC_PATHS = ['/', '/login'];

/**
 * Spec 1 §4: after sign-in the user goes to the page they were sent away from, else to their
 * role's landing page. The sign-in page itself is never a destination.
 */
export function destinationAfterSignIn(state: unknown, user: HasRoles | null | undefined): string {
  const from = (state as SignInRedirectState | null)?.from;
  const path =
    typeof from === 'string'
      ? from
      : from
        ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
        : '';
  const pathname = path.split(/[?#]/)[0] ?? '';
  return path.startsWith('/') && !PUBLIC_PATHS.includes(pathname) ? path : landingPathFor(user);
}
