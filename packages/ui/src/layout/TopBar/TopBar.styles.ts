import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';
import { belowDesktop } from '../container';

export const Header = styled.header`
  ${boxReset}
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => podTheme(theme).zIndices.topBar};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.lg};
  height: ${({ theme }) => podTheme(theme).layout.topBarHeight};
  padding: 0 ${({ theme }) => podTheme(theme).space.xl};
  background: ${({ theme }) => podTheme(theme).colors.surface};
  border-bottom: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  box-shadow: ${({ theme }) => podTheme(theme).shadows.sm};

  ${belowDesktop} {
    gap: ${({ theme }) => podTheme(theme).space.sm};
    padding: 0 ${({ theme }) => podTheme(theme).space.sm};
  }
`;

export const Logo = styled.div`
  ${boxReset}
  flex: none;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  white-space: nowrap;

  & a {
    color: ${({ theme }) => podTheme(theme).colors.primary};
    text-decoration: none;
  }
`;

export const Search = styled.form`
  ${boxReset}
  flex: 0 1 360px;
  min-width: 0;
  margin-right: auto;

  ${belowDesktop} {
    flex: 1 1 auto;
  }
`;
