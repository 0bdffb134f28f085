import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';
import type { PodTheme } from '../../theme';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

/** Each variant borrows the tinted pair of a status with the same meaning. */
export function alertColors(theme: PodTheme, variant: AlertVariant) {
  switch (variant) {
    case 'success':
      return theme.statusColors.Approved;
    case 'warning':
      return theme.statusColors.Pending;
    case 'error':
      return theme.statusColors.Denied;
    default:
      return theme.statusColors.processing;
  }
}

export const AlertRoot = styled.div<{ $variant: AlertVariant }>`
  ${boxReset}
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => podTheme(theme).space.md};
  padding: ${({ theme }) => `${podTheme(theme).space.md} ${podTheme(theme).space.lg}`};
  border: 1px solid ${({ theme, $variant }) => alertColors(podTheme(theme), $variant).fg};
  border-left-width: 4px;
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme, $variant }) => alertColors(podTheme(theme), $variant).bg};
  color: ${({ theme }) => podTheme(theme).colors.text};
`;

export const Icon = styled.span<{ $variant: AlertVariant }>`
  ${boxReset}
  display: inline-flex;
  flex: none;
  margin-top: 2px;
  color: ${({ theme, $variant }) => alertColors(podTheme(theme), $variant).fg};
`;

export const Body = styled.div`
  ${boxReset}
  flex: 1;
  min-width: 0;
`;

export const Title = styled.div<{ $variant: AlertVariant }>`
  ${boxReset}
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  color: ${({ theme, $variant }) => alertColors(podTheme(theme), $variant).fg};
`;

export const Actions = styled.div`
  ${boxReset}
  margin-top: ${({ theme }) => podTheme(theme).space.sm};
`;

export const Dismiss = styled.button<{ $variant: AlertVariant }>`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  background: transparent;
  color: ${({ theme, $variant }) => alertColors(podTheme(theme), $variant).fg};
  cursor: pointer;
`;
