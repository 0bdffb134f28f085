import { lazy, Suspense, useMemo } from 'react';
import { Link, Outlet, matchPath, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES, hasRole, landingPathFor, type SearchScreen } from '@podoffice/domain';
import {
  APP_LAYOUT_EMBEDDING,
  EmbeddingProvider,
  useAppSelector,
  type SessionUser,
} from '@podoffice/features';
import { AppLayout, NavIcon, SiteSelector, type MenuItem } from '@podoffice/ui';
import { TopBarSearch } from '@podoffice/features/search/screens/TopBarSearch';
import { decideAccess, routeName, type RouteUser } from '../../routes/access';
import { matchRoute } from '../../routes/matchRoute';
import { menuFor, siteSettingsLinkFor, type MenuNode } from '../../routes/menu';
import { routeTable } from '../../routes/routeTable';

// Only sellers have a site selector: it loads on its own, so staff never fetch it.
const CurrentSiteSelector = lazy(() =>
  import('@podoffice/features/siteSettings/screens/CurrentSiteSelector').then((m) => ({
    default: m.CurrentSiteSelector,
  })),
);

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

/** The screens of the menu, found by name in the top bar's search: only what the user may open. */
function searchScreensOf(nodes: MenuNode[]): SearchScreen[] {
  return nodes.flatMap((node) =>
    node.kind === 'link'
      ? [{ title: node.label, path: node.path }]
      : searchScreensOf(node.children),
  );
}

/** Pages of the user menu, open to every signed-in user. */
const ACCOUNT_SCREENS: SearchScreen[] = [
  { title: 'Profile', path: '/profile' },
  { title: 'Change password', path: '/change-password' },
];

/** The path whose menu link is current: a form or detail page names its list (menuParent). */
function menuPathFor(pathname: string): string {
  return matchRoute(pathname)?.menuParent ?? pathname;
}

/** The title bar's text: the screen's name, unless the user may not know the screen exists. */
function titleFor(pathname: string, user: RouteUser): string {
  const route = matchRoute(pathname);
  if (!route) return 'Page not found';
  const outcome = decideAccess(route, user);
  if (outcome === 'denied') return MESSAGES.accessDenied;
  if (outcome === 'notFound') return 'Page not found';
  return routeName(route, user);
}

export interface SignedInLayoutProps {
  /** The signed-in user: their roles pick the menu, their first name is greeted. */
  user: SessionUser;
}

/**
 * The frame of every signed-in route: the ui AppLayout with the menu of the user's roles and, for
 * sellers only, the site selector of their own sites in the title bar (staff never load it).
 */
export function SignedInLayout({ user }: SignedInLayoutProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const currentSiteId = useAppSelector((state) => state.currentSite.siteId);
  const isSeller = hasRole(user, 'Seller');
  // The settings link of spec 1 §2: the Administrator's /admin/settings comes with the route
  // table; everyone else's follows the current site, and there is none without one.
  const menuNodes = useMemo(() => {
    const nodes = menuFor(routeTable, user);
    const settings = siteSettingsLinkFor(routeTable, user, currentSiteId);
    return settings ? [...nodes, settings] : nodes;
  }, [user, currentSiteId]);
  const menuItems = useMemo(() => toMenuItems(menuNodes), [menuNodes]);
  const searchScreens = useMemo(
    () => [...searchScreensOf(menuNodes), ...ACCOUNT_SCREENS],
    [menuNodes],
  );

  // On a site's settings page, picking another site opens that site's settings.
  const followCurrentSite = (siteId: string) => {
    if (matchPath('/sites/:id/settings', location.pathname)) {
      navigate(`/sites/${encodeURIComponent(siteId)}/settings${location.search}`);
    }
  };

  return (
    <AppLayout
      menuItems={menuItems}
      homePath={landingPathFor(user)}
      currentPath={menuPathFor(location.pathname)}
      title={titleFor(location.pathname, user)}
      userFirstName={user.first_name}
      siteSelector={
        isSeller ? (
          <Suspense fallback={<SiteSelector sites={[]} loading />}>
            <CurrentSiteSelector onChange={followCurrentSite} />
          </Suspense>
        ) : undefined
      }
      search={<TopBarSearch screens={searchScreens} onNavigate={navigate} />}
      onProfile={() => navigate('/profile')}
      onChangePassword={() => navigate('/change-password')}
      onLogout={() => navigate('/user/logout')}
      renderLink={(path, children, props) => (
        <Link to={path} {...props}>
          {children}
        </Link>
      )}
    >
      {/* The title bar names the page: the screens do not say it again. */}
      <EmbeddingProvider value={APP_LAYOUT_EMBEDDING}>
        <Outlet />
      </EmbeddingProvider>
    </AppLayout>
  );
}
