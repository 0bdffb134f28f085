import styled, { type DefaultTheme } from 'styled-components';
import { boxReset } from '../../theme';
import type { ToastType } from './toastTypes';

/** The theme colour of each toast type; each keeps AA contrast on the surface colour. */
export const typeColors = {
  success: 'success',
  error: 'danger',
  info: 'info',
  warning: 'warning',
} as const satisfies Record<ToastType, keyof DefaultTheme['colors']>;

export const ToastRoot = styled.div<{ $type: ToastType }>`
  ${boxReset}
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $type }) => theme.colors[typeColors[$type]]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const IconSlot = styled.span<{ $type: ToastType }>`
  ${boxReset}
  display: inline-flex;
  flex: none;
  padding-top: 5px;
  color: ${({ theme, $type }) => theme.colors[typeColors[$type]]};
`;

export const Text = styled.div`
  ${boxReset}
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.xs} 0`};
  overflow-wrap: anywhere;
`;

export const Title = styled.strong`
  ${boxReset}
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
