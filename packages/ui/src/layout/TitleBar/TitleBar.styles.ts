import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';
import { belowDesktop } from '../container';

export const Bar = styled.div`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.md};
  padding: ${({ theme }) => `${podTheme(theme).space.md} ${podTheme(theme).space.xl}`};
  background: ${({ theme }) => podTheme(theme).colors.surface};
  border-bottom: 1px solid ${({ theme }) => podTheme(theme).colors.border};

  ${belowDesktop} {
    padding: ${({ theme }) => `${podTheme(theme).space.md} ${podTheme(theme).space.lg}`};
  }
`;

export const Toggle = styled.button`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme }) => podTheme(theme).colors.surface};
  color: ${({ theme }) => podTheme(theme).colors.text};
  font-size: 20px;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => podTheme(theme).colors.primary};
    color: ${({ theme }) => podTheme(theme).colors.primary};
  }

  /* The drawer's hamburger replaces the collapse toggle on mobile. */
  ${belowDesktop} {
    display: none;
  }
`;

export const Title = styled.h1`
  ${boxReset}
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xl};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const End = styled.div`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.md};
`;
