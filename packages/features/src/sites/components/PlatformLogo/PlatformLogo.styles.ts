import styled from 'styled-components';
import type { StatusName } from '@podoffice/ui';

export const Logo = styled.span<{ $tone: StatusName }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.statusColors[$tone].bg};
  color: ${({ theme, $tone }) => theme.statusColors[$tone].fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;
