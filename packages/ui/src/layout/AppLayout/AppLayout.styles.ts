import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';
import { Sider } from '../Sider';
import { belowDesktop, LAYOUT_CONTAINER } from '../container';

/** Hosts the mobile drawer outside the size container, so the drawer is fixed to the viewport. */
export const Root = styled.div`
  ${boxReset}
  min-height: 100vh;
`;

export const Shell = styled.div`
  ${boxReset}
  container: ${LAYOUT_CONTAINER} / inline-size;
  min-height: 100vh;
  background: ${({ theme }) => podTheme(theme).colors.background};
`;

export const SkipLink = styled.a`
  ${boxReset}
  position: absolute;
  left: ${({ theme }) => podTheme(theme).space.sm};
  top: ${({ theme }) => podTheme(theme).space.sm};
  z-index: ${({ theme }) => podTheme(theme).zIndices.modal};
  padding: ${({ theme }) => `${podTheme(theme).space.sm} ${podTheme(theme).space.lg}`};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme }) => podTheme(theme).colors.primary};
  color: ${({ theme }) => podTheme(theme).colors.primaryText};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  transform: translateY(calc(-100% - 16px));

  &:focus {
    transform: none;
  }
`;

export const Body = styled.div`
  ${boxReset}
  display: flex;
  align-items: stretch;
  min-height: calc(100vh - ${({ theme }) => podTheme(theme).layout.topBarHeight});
`;

export const DesktopSider = styled(Sider)`
  ${boxReset}
  position: sticky;
  top: ${({ theme }) => podTheme(theme).layout.topBarHeight};
  align-self: flex-start;
  height: calc(100vh - ${({ theme }) => podTheme(theme).layout.topBarHeight});
  z-index: ${({ theme }) => podTheme(theme).zIndices.sider};

  ${belowDesktop} {
    display: none;
  }
`;

export const MobileOnly = styled.div`
  ${boxReset}
  display: none;

  ${belowDesktop} {
    display: contents;
  }
`;

export const Column = styled.div`
  ${boxReset}
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;
`;

/** The landmark holds the title bar (the page's h1) and the page below it. */
export const Main = styled.main`
  ${boxReset}
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;

  &:focus {
    outline: none;
  }
`;

/**
 * `--pod-page-sticky-top`: where a page's sticky bars stop, under the sticky top bar; a table the
 * page scrolls (Table maxHeight 'none') sticks its headers there too, unless the page's own sticky
 * bars set `--pod-table-sticky-top` lower.
 */
export const Content = styled.div`
  ${boxReset}
  --pod-page-sticky-top: ${({ theme }) => podTheme(theme).layout.topBarHeight};
  --pod-table-sticky-top: var(--pod-page-sticky-top);
  flex: 1 1 auto;
  padding: ${({ theme }) => podTheme(theme).space.xl};

  ${belowDesktop} {
    padding: ${({ theme }) => podTheme(theme).space.lg};
  }
`;
