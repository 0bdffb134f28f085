import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';
import type { ToastType } from '../Toast/toastTypes';
import { typeColors } from '../Toast/Toast.styles';

export const Card = styled.div<{ $type: ToastType }>`
  ${boxReset}
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => podTheme(theme).space.md};
  padding: ${({ theme }) => `${podTheme(theme).space.lg} ${podTheme(theme).space.md} ${podTheme(theme).space.lg} ${podTheme(theme).space.lg}`};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-top: 4px solid ${({ theme, $type }) => podTheme(theme).colors[typeColors[$type]]};
  border-radius: ${({ theme }) => podTheme(theme).radii.lg};
  background: ${({ theme }) => podTheme(theme).colors.surface};
  color: ${({ theme }) => podTheme(theme).colors.text};
  box-shadow: ${({ theme }) => podTheme(theme).shadows.lg};
`;

export const IconSlot = styled.span<{ $type: ToastType }>`
  ${boxReset}
  display: inline-flex;
  flex: none;
  color: ${({ theme, $type }) => podTheme(theme).colors[typeColors[$type]]};
`;

export const Content = styled.div`
  ${boxReset}
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Heading = styled.p`
  ${boxReset}
  margin: 0 0 ${({ theme }) => podTheme(theme).space.xs};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  line-height: 1.3;
`;

export const Description = styled.div`
  ${boxReset}
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
`;
