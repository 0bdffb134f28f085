import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Nav = styled.nav<{ $collapsed: boolean }>`
  ${boxReset}
  flex: none;
  width: ${({ theme, $collapsed }) => ($collapsed ? podTheme(theme).layout.siderCollapsed : podTheme(theme).layout.siderExpanded)};
  padding: ${({ theme }) => podTheme(theme).space.sm} 0;
  background: ${({ theme }) => podTheme(theme).colors.sider};
  color: ${({ theme }) => podTheme(theme).colors.siderText};
  transition: width 160ms ease;
  /* Scrolls when the labelled menu is taller than the screen; icons only must not clip their panels. */
  overflow-x: ${({ $collapsed }) => ($collapsed ? 'visible' : 'hidden')};
  overflow-y: ${({ $collapsed }) => ($collapsed ? 'visible' : 'auto')};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
