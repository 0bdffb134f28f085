import styled from 'styled-components';
import { boxReset } from '../../theme';
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
  background: ${({ theme }) => theme.colors.background};
`;

export const SkipLink = styled.a`
  ${boxReset}
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndices.modal};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  transform: translateY(calc(-100% - 16px));

  &:focus {
    transform: none;
  }
`;

export const Body = styled.div`
  ${boxReset}
  display: flex;
  align-items: stretch;
  min-height: calc(100vh - ${({ theme }) => theme.layout.topBarHeight});
`;

export const DesktopSider = styled(Sider)`
  ${boxReset}
  position: sticky;
  top: ${({ theme }) => theme.layout.topBarHeight};
  align-self: flex-start;
  height: calc(100vh - ${({ theme }) => theme.layout.topBarHeight});
  z-index: ${({ theme }) => theme.zIndices.sider};

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

export const Content = styled.div`
  ${boxReset}
  flex: 1 1 auto;
  padding: ${({ theme }) => theme.space.xl};

  ${belowDesktop} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;
