import styled from 'styled-components';
import type { StatusName } from '@podoffice/ui';
import { podTheme } from '@podoffice/ui';

export const Logo = styled.span<{ $tone: StatusName }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.xs};
  padding: ${({ theme }) => `${podTheme(theme).space.xxs} ${podTheme(theme).space.sm}`};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme, $tone }) => podTheme(theme).statusColors[$tone].bg};
  color: ${({ theme, $tone }) => podTheme(theme).statusColors[$tone].fg};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  white-space: nowrap;
`;
