import { Suspense, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { AccessDenied, NotFound } from '@podoffice/ui';
import { LoadingPage } from '../../pages/LoadingPage';
import { useSessionUser } from '../../session/useSessionUser';
import { decideAccess, routeName } from '../access';
import {
  destinationAfterSignIn,
  landingPathFor,
  type SignInRedirectState,
} from '@podoffice/domain';
import type { AppRoute } from '../types';

export interface RouteGuardProps {
  /** The route of the table being opened. */
  route: AppRoute;
}

/**
 * Opens a route of the table for the signed-in user: its screen, or sign-in (remembering the
 * destination), the user's landing page, 'Access denied' or not-found, as spec 1 §2 and §4 say.
 */
export function RouteGuard({ route }: RouteGuardProps) {
  const user = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  const outcome = decideAccess(route, user);

  const name = routeName(route, user);
  useEffect(() => {
    if (outcome === 'render') document.title = `${name} | POD Office`;
  }, [outcome, name]);

  switch (outcome) {
    case 'login': {
      const { pathname, search, hash } = location;
      const state: SignInRedirectState = { from: { pathname, search, hash } };
      return <Navigate to="/login" replace state={state} />;
    }
    case 'landing':
      return <Navigate to={destinationAfterSignIn(location.state, user!)} replace />;
    // Only signed-in users get this far, inside the layout whose title bar holds the h1. Back to
    // Home is the role's own landing page: /dashboard would be one more 403 for Supporter,
    // Listing and Accounting.
    case 'denied':
      return <AccessDenied headingLevel={2} onBack={() => navigate(landingPathFor(user))} />;
    case 'notFound':
      return <NotFound headingLevel={2} onBack={() => navigate(landingPathFor(user))} />;
    default:
      return (
        <Suspense fallback={<LoadingPage />}>
          <route.Screen />
        </Suspense>
      );
  }
}
