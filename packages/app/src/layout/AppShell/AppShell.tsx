import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingPage } from '../../pages/LoadingPage';
import { useSessionUser } from '../../session/useSessionUser';

// The layout (and the site selector's combobox library with it) loads with the first signed-in
// page, so sign-in does not pay for it.
const SignedInLayout = lazy(() =>
  import('../SignedInLayout').then((m) => ({ default: m.SignedInLayout })),
);

/**
 * The element of every signed-in route: the layout once a user is signed in; without one, the
 * route renders bare so its guard can send the visitor to sign in (or show not-found).
 */
export function AppShell() {
  const user = useSessionUser();
  if (!user) return <Outlet />;
  return (
    <Suspense fallback={<LoadingPage fullPage />}>
      <SignedInLayout user={user} />
    </Suspense>
  );
}
