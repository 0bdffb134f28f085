import styled from 'styled-components';
import { boxReset } from '../../theme';
import { belowDesktop } from '../container';

export const Header = styled.header`
  ${boxReset}
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.topBar};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  height: ${({ theme }) => theme.layout.topBarHeight};
  padding: 0 ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${belowDesktop} {
    gap: ${({ theme }) => theme.space.sm};
    padding: 0 ${({ theme }) => theme.space.sm};
  }
`;

export const Logo = styled.div`
  ${boxReset}
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;

  & a {
    color: ${({ theme }) => theme.colors.primary};
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
