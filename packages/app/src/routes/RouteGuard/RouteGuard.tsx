import { Suspense, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { landingPathFor } from '@podoffice/domain';
import { AccessDenied, NotFound } from '@podoffice/ui';
import { LoadingPage } from '../../pages/LoadingPage';
import { useSessionUser } from '../../session/useSessionUser';
import { decideAccess } from '../access';
import type { AppRoute } from '../types';

export interface RouteGuardProps {
  /** The route of the table being opened. */
  route: AppRoute;
}

/** Where Back to Home leads (spec 1 §1). */
const HOME = '/dashboard';

/**
 * Opens a route of the table for the signed-in user: its screen, or sign-in (remembering the
 * destination), the user's landing page, 'Access denied' or not-found, as spec 1 §2 and §4 say.
 */
export function RouteGuard({ route }: RouteGuardProps) {
  const user = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  const outcome = decideAccess(route, user);

  useEffect(() => {
    if (outcome === 'render') document.title = `${route.name} | POD Office`;
  }, [outcome, route.name]);

  switch (outcome) {
    case 'login': {
      const { pathname, search, hash } = location;
      return <Navigate to="/login" replace state={{ from: { pathname, search, hash } }} />;
    }
    // Signing in navigates to the stored destination itself; this is a signed-in user opening sign-in.
    case 'landing':
      return <Navigate to={landingPathFor(user)} replace />;
    case 'denied':
      return <AccessDenied onBack={() => navigate(HOME)} />;
    case 'notFound':
      return <NotFound onBack={() => navigate(HOME)} />;
    default:
      return (
        <Suspense fallback={<LoadingPage />}>
          <route.Screen />
        </Suspense>
      );
  }
}
