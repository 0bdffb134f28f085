import { useMemo } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@podoffice/domain';
import type { SessionUser } from '@podoffice/features';
import { AppLayout, NavIcon, type MenuItem } from '@podoffice/ui';
import { decideAccess, type RouteUser } from '../../routes/access';
import { matchRoute } from '../../routes/matchRoute';
import { menuFor, type MenuNode } from '../../routes/menu';
import { routeTable } from '../../routes/routeTable';

function toMenuItems(nodes: MenuNode[]): MenuItem[] {
  return nodes.map((node) =>
    node.kind === 'link'
      ? { key: node.path, label: node.label, path: node.path, icon: <NavIcon name={node.icon} /> }
      : {
          key: `group:${node.label}`,
          label: node.label,
          icon: <NavIcon name={node.icon} />,
          children: toMenuItems(node.children),
        },
  );
}

/** The title bar's text: the screen's name, unless the user may not know the screen exists. */
function titleFor(pathname: string, user: RouteUser): string {
  const route = matchRoute(pathname);
  if (!route) return 'Page not found';
  const outcome = decideAccess(route, user);
  if (outcome === 'denied') return MESSAGES.accessDenied;
  if (outcome === 'notFound') return 'Page not found';
  return route.name;
}

export interface SignedInLayoutProps {
  /** The signed-in user: their roles pick the menu, their first name is greeted. */
  user: SessionUser;
}

/** The frame of every signed-in route: the ui AppLayout with the menu of the user's roles. */
export function SignedInLayout({ user }: SignedInLayoutProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const menuItems = useMemo(() => toMenuItems(menuFor(routeTable, user)), [user]);

  // The settings link of spec 1 §2 (Administrator: /admin/settings; others: the current site's
  // settings) joins the menu when sites and a current site exist.
  return (
    <AppLayout
      menuItems={menuItems}
      currentPath={location.pathname}
      title={titleFor(location.pathname, user)}
      userFirstName={user.first_name}
      onChangePassword={() => navigate('/change-password')}
      onLogout={() => navigate('/user/logout')}
      renderLink={(path, children, props) => (
        <Link to={path} {...props}>
          {children}
        </Link>
      )}
    >
      <Outlet />
    </AppLayout>
  );
}
