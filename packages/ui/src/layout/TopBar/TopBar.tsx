import { useState, type FormEvent, type ReactNode } from 'react';
import { NavLink } from '../NavLink';
import type { NavigationProps } from '../navigation';
import { UserMenu } from './UserMenu';
import { SearchField } from '../SearchBox/SearchField';
import { Header, Logo, Search } from './TopBar.styles';

export interface TopBarProps extends NavigationProps {
  /** First name of the signed-in user, greeted as 'Hi, <first name>'. */
  userFirstName: string;
  /** Opens the user's profile (/profile); the user menu offers Profile when given. */
  onProfile?: () => void;
  /** Called by the user menu's Change Password item. */
  onChangePassword: () => void;
  /** Called by the user menu's Logout item. */
  onLogout: () => void;
  /** Called with the trimmed text of the search box when it is submitted. */
  onSearch?: (query: string) => void;
  /** A search of the app's own (e.g. a SearchBox wired to results) in place of the plain box. */
  search?: ReactNode;
  /** Accessible name of the search box. */
  searchLabel?: string;
  /** Placeholder of the search box. */
  searchPlaceholder?: string;
  /** The logo; the product name when omitted. */
  logo?: ReactNode;
  /** Where the logo leads. */
  homePath?: string;
  /** Content before the logo, such as the mobile menu's hamburger. */
  start?: ReactNode;
}

/** The bar at the top of every signed-in page: logo, search box and the user menu. */
export function TopBar({
  userFirstName,
  onProfile,
  onChangePassword,
  onLogout,
  onSearch,
  search,
  searchLabel = 'Search',
  searchPlaceholder = 'Search…',
  logo = 'POD Office',
  homePath = '/dashboard',
  start,
  renderLink,
  onNavigate,
}: TopBarProps) {
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch?.(query.trim());
  };

  return (
    <Header>
      {start}
      <Logo>
        <NavLink path={homePath} renderLink={renderLink} onNavigate={onNavigate}>
          {logo}
        </NavLink>
      </Logo>
      {search ?? (
        <Search role="search" onSubmit={submit}>
          <SearchField
            shortcut={false}
            aria-label={searchLabel}
            placeholder={searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Search>
      )}
      <UserMenu
        firstName={userFirstName}
        onProfile={onProfile}
        onChangePassword={onChangePassword}
        onLogout={onLogout}
      />
    </Header>
  );
}
