import { lazy, Suspense } from 'react';
import { LoadingPage } from '../../pages/LoadingPage';
import { useSessionUser } from '../../session/useSessionUser';
import { PublicFrame } from '../PublicFrame';

// The layout loads with the first signed-in page, so sign-in does not pay for it.
const SignedInLayout = lazy(() =>
  import('../SignedInLayout').then((m) => ({ default: m.SignedInLayout })),
);

/**
 * The element of every signed-in route: the layout once a user is signed in; without one, the
 * route renders in the public frame so its guard can send the visitor to sign in (or show not-found).
 */
export function AppShell() {
  const user = useSessionUser();
  if (!user) return <PublicFrame />;
  return (
    <Suspense fallback={<LoadingPage fullPage />}>
      <SignedInLayout user={user} />
    </Suspense>
  );
}
