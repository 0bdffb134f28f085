import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { Footer } from '../Footer';
import { MobileMenu } from '../MobileMenu';
import { TitleBar } from '../TitleBar';
import { TopBar } from '../TopBar';
import type { MenuItem, NavigationProps } from '../navigation';
import {
  Body,
  Column,
  Content,
  DesktopSider,
  Main,
  MobileOnly,
  Root,
  Shell,
  SkipLink,
} from './AppLayout.styles';

export interface AppLayoutProps extends NavigationProps {
  /** Entries of the left menu, already filtered for the user's roles. */
  menuItems: MenuItem[];
  /** Path of the current page: highlights its menu entry and closes the mobile drawer when it changes. */
  currentPath?: string;
  /** Title of the current page, shown in the title bar as the page's h1. */
  title: ReactNode;
  /** First name of the signed-in user, greeted as 'Hi, <first name>'. */
  userFirstName: string;
  /** Opens the user's profile (/profile); the user menu offers Profile when given. */
  onProfile?: () => void;
  /** Called by the user menu's Change Password item. */
  onChangePassword: () => void;
  /** Called by the user menu's Logout item. */
  onLogout: () => void;
  /** Called with the text of the top bar's search box when it is submitted. */
  onSearch?: (query: string) => void;
  /** The app's own search in the top bar (a SearchBox with its results), in place of the plain box. */
  search?: ReactNode;
  /** Placeholder of the search box. */
  searchPlaceholder?: string;
  /** Logo in the top bar and the drawer; the product name when omitted. */
  logo?: ReactNode;
  /** Where the logo leads. */
  homePath?: string;
  /** The seller's site selector (a SiteSelector) in the title bar; staff pages have none. */
  siteSelector?: ReactNode;
  /** Page actions at the end of the title bar. */
  titleActions?: ReactNode;
  /** Whether the side menu shows icons only; leave undefined to let the layout keep this state. */
  siderCollapsed?: boolean;
  /** Whether the side menu starts with icons only, when siderCollapsed is left undefined. */
  defaultSiderCollapsed?: boolean;
  /** Called with the new state when the collapse toggle is pressed. */
  onSiderCollapsedChange?: (collapsed: boolean) => void;
  /** Accessible name of the menu's navigation landmark. */
  menuLabel?: string;
  /** Footer content; a copyright line when omitted. */
  footer?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * The signed-in page frame: top bar, left menu (a drawer below 992 px), the title
 * bar (the page's h1) and the page in the main landmark, footer, and a skip-to-content link first in tab order.
 */
export function AppLayout({
  menuItems,
  currentPath,
  title,
  userFirstName,
  onProfile,
  onChangePassword,
  onLogout,
  onSearch,
  search,
  searchPlaceholder,
  logo,
  homePath,
  siteSelector,
  titleActions,
  siderCollapsed,
  defaultSiderCollapsed = false,
  onSiderCollapsedChange,
  menuLabel = 'Main menu',
  footer,
  children,
  renderLink,
  onNavigate,
}: AppLayoutProps) {
  const mainId = useId();
  const siderId = useId();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [ownCollapsed, setOwnCollapsed] = useState(defaultSiderCollapsed);
  const collapsed = siderCollapsed ?? ownCollapsed;
  const navigation = { renderLink, onNavigate };

  const toggleSider = () => {
    const next = !collapsed;
    if (siderCollapsed === undefined) setOwnCollapsed(next);
    onSiderCollapsedChange?.(next);
  };

  // Focus moves to the page without touching the URL, which a hash router would read as a route.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainId);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };

  return (
    <Root ref={setRoot}>
      <Shell>
        <SkipLink href={`#${mainId}`} onClick={skipToContent}>
          Skip to content
        </SkipLink>
        <TopBar
          start={
            <MobileOnly>
              <MobileMenu
                items={menuItems}
                currentPath={currentPath}
                label={menuLabel}
                header={logo ?? 'POD Office'}
                portalContainer={root}
                {...navigation}
              />
            </MobileOnly>
          }
          logo={logo}
          homePath={homePath}
          userFirstName={userFirstName}
          onProfile={onProfile}
          onChangePassword={onChangePassword}
          onLogout={onLogout}
          onSearch={onSearch}
          search={search}
          searchPlaceholder={searchPlaceholder}
          {...navigation}
        />
        <Body>
          <DesktopSider
            id={siderId}
            items={menuItems}
            currentPath={currentPath}
            collapsed={collapsed}
            label={menuLabel}
            {...navigation}
          />
          <Column>
            {/* The title bar and its h1 belong to the page, so they sit in the main landmark too. */}
            <Main id={mainId} tabIndex={-1}>
              <TitleBar
                title={title}
                siderCollapsed={collapsed}
                onToggleSider={toggleSider}
                siderId={siderId}
                siteSelector={siteSelector}
                actions={titleActions}
              />
              <Content>{children}</Content>
            </Main>
            <Footer>{footer}</Footer>
          </Column>
        </Body>
      </Shell>
    </Root>
  );
}
