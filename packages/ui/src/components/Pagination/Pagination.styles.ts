import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Nav = styled.nav`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => podTheme(theme).space.md};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
  color: ${({ theme }) => podTheme(theme).colors.text};
`;

export const Total = styled.span`
  ${boxReset}
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const List = styled.ul`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PageButton = styled.button<{ $current?: boolean }>`
  ${boxReset}
  min-width: 32px;
  height: 32px;
  padding: 0 ${({ theme }) => podTheme(theme).space.sm};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  border: 1px solid
    ${({ theme, $current }) => ($current ? podTheme(theme).colors.primary : podTheme(theme).colors.border)};
  background: ${({ theme }) => podTheme(theme).colors.surface};
  color: ${({ theme, $current }) => ($current ? podTheme(theme).colors.primary : podTheme(theme).colors.text)};
  font: inherit;
  font-weight: ${({ theme, $current }) => ($current ? podTheme(theme).fontWeights.bold : podTheme(theme).fontWeights.regular)};
  cursor: pointer;
  line-height: 1;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => podTheme(theme).colors.primary};
    color: ${({ theme }) => podTheme(theme).colors.primary};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
    background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
  }
`;

export const Ellipsis = styled.span`
  ${boxReset}
  display: inline-block;
  min-width: 32px;
  text-align: center;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;
