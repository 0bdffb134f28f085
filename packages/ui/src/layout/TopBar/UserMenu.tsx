import styled from 'styled-components';
import { boxReset } from '../../theme';
import { DropdownMenu } from '../../components/DropdownMenu';
import { belowDesktop } from '../container';
import { NavIcon } from '../NavIcons';

// A long first name must not push the search box out of the bar.
const Greeting = styled.span`
  ${boxReset}
  display: inline-block;
  max-width: 180px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;

  ${belowDesktop} {
    max-width: 96px;
  }
`;

interface UserMenuProps {
  firstName: string;
  onProfile?: () => void;
  onChangePassword: () => void;
  onLogout: () => void;
}

/** The top bar's user menu: 'Hi, <first name>' opening Profile, Change Password and Logout. */
export function UserMenu({ firstName, onProfile, onChangePassword, onLogout }: UserMenuProps) {
  const greeting = `Hi, ${firstName}`;
  return (
    <DropdownMenu
      align="end"
      icon={<NavIcon name="user" />}
      label={<Greeting title={greeting}>{greeting}</Greeting>}
      items={[
        ...(onProfile ? [{ key: 'profile', label: 'Profile', onSelect: onProfile }] : []),
        { key: 'change-password', label: 'Change Password', onSelect: onChangePassword },
        { key: 'logout', label: 'Logout', onSelect: onLogout, separatorBefore: true },
      ]}
    />
  );
}
