import styled from 'styled-components';
import { boxReset, podTheme, type ColorName } from '../../theme';
import type { ToastType } from './toastTypes';

/** The theme colour of each toast type; each keeps AA contrast on the surface colour. */
export const typeColors = {
  success: 'success',
  error: 'danger',
  info: 'info',
  warning: 'warning',
} as const satisfies Record<ToastType, ColorName>;

export const ToastRoot = styled.div<{ $type: ToastType }>`
  ${boxReset}
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  padding: ${({ theme }) => `${podTheme(theme).space.sm} ${podTheme(theme).space.sm} ${podTheme(theme).space.sm} ${podTheme(theme).space.md}`};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-left: 4px solid ${({ theme, $type }) => podTheme(theme).colors[typeColors[$type]]};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme }) => podTheme(theme).colors.surface};
  color: ${({ theme }) => podTheme(theme).colors.text};
  box-shadow: ${({ theme }) => podTheme(theme).shadows.md};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
`;

export const IconSlot = styled.span<{ $type: ToastType }>`
  ${boxReset}
  display: inline-flex;
  flex: none;
  padding-top: 5px;
  color: ${({ theme, $type }) => podTheme(theme).colors[typeColors[$type]]};
`;

export const Text = styled.div`
  ${boxReset}
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => `${podTheme(theme).space.xs} 0`};
  overflow-wrap: anywhere;
`;

export const Title = styled.strong`
  ${boxReset}
  display: block;
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
`;
