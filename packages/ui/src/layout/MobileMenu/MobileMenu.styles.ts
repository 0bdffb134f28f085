import styled, { keyframes } from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const IconButton = styled.button`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: transparent;
  color: inherit;
  font-size: 22px;
  cursor: pointer;

  &:hover {
    border-color: currentColor;
  }
`;

export const Overlay = styled.div`
  ${boxReset}
  position: fixed;
  inset: 0;
  background: ${({ theme }) => podTheme(theme).colors.overlay};
  z-index: ${({ theme }) => podTheme(theme).zIndices.drawer};
`;

const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;

export const Panel = styled.div`
  ${boxReset}
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  display: flex;
  flex-direction: column;
  width: min(280px, 85vw);
  background: ${({ theme }) => podTheme(theme).colors.sider};
  color: ${({ theme }) => podTheme(theme).colors.siderText};
  box-shadow: ${({ theme }) => podTheme(theme).shadows.lg};
  z-index: ${({ theme }) => podTheme(theme).zIndices.drawer};
  animation: ${slideIn} 160ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }

  & :focus-visible {
    outline-color: ${({ theme }) => podTheme(theme).colors.siderText};
  }
`;

export const PanelHeader = styled.div`
  ${boxReset}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  min-height: ${({ theme }) => podTheme(theme).layout.topBarHeight};
  padding: 0 ${({ theme }) => podTheme(theme).space.sm} 0 ${({ theme }) => podTheme(theme).space.lg};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
`;

export const PanelNav = styled.nav`
  ${boxReset}
  flex: 1;
  overflow-y: auto;
  padding-bottom: ${({ theme }) => podTheme(theme).space.lg};
`;
