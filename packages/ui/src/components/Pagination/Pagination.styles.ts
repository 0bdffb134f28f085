import styled from 'styled-components';
import { boxReset } from '../../theme';

export const Nav = styled.nav`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
`;

export const Total = styled.span`
  ${boxReset}
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const List = styled.ul`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PageButton = styled.button<{ $current?: boolean }>`
  ${boxReset}
  min-width: 32px;
  height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.text)};
  font: inherit;
  font-weight: ${({ theme, $current }) => ($current ? theme.fontWeights.bold : theme.fontWeights.regular)};
  cursor: pointer;
  line-height: 1;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const Ellipsis = styled.span`
  ${boxReset}
  display: inline-block;
  min-width: 32px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
