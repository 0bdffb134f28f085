import { Route, Routes, useNavigate } from 'react-router-dom';
import { landingPathFor } from '@podoffice/domain';
import { NotFound } from '@podoffice/ui';
import { AppShell } from '../../layout/AppShell';
import { PublicFrame } from '../../layout/PublicFrame';
import { useSessionUser } from '../../session/useSessionUser';
import { RouteGuard } from '../RouteGuard';
import { routeTable } from '../routeTable';

// Sign-in, sign-up and the other public pages sit in the public frame; the rest in the layout.
const standalone = routeTable.filter((r) => r.access === 'public' || r.access === 'anyone');
const framed = routeTable.filter((r) => r.access !== 'public' && r.access !== 'anyone');

function UnknownPath() {
  const navigate = useNavigate();
  // Inside the layout (signed in) the title bar holds the page's h1.
  const user = useSessionUser();
  // Home is the role's landing page (spec 1 §4); signed out, it leads to sign-in through it.
  return <NotFound headingLevel={user ? 2 : 1} onBack={() => navigate(landingPathFor(user))} />;
}

/** Every path of the route table behind its guard, and not-found for any other path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicFrame />}>
        {standalone.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteGuard route={route} />} />
        ))}
      </Route>
      <Route element={<AppShell />}>
        {framed.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteGuard route={route} />} />
        ))}
        <Route path="*" element={<UnknownPath />} />
      </Route>
    </Routes>
  );
}
