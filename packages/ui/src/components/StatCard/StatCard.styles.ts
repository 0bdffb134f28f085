import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export type StatTone = 'default' | 'primary' | 'success' | 'warning' | 'danger';

export const StatRoot = styled.dl<{ $tone: StatTone }>`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.xs};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => podTheme(theme).space.lg};
  background: ${({ theme }) => podTheme(theme).colors.surface};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-top: 3px solid
    ${({ theme, $tone }) =>
      ({
        default: podTheme(theme).colors.border,
        primary: podTheme(theme).colors.primary,
        success: podTheme(theme).colors.success,
        warning: podTheme(theme).colors.warning,
        danger: podTheme(theme).colors.danger,
      })[$tone]};
  border-radius: ${({ theme }) => podTheme(theme).radii.lg};
  box-shadow: ${({ theme }) => podTheme(theme).shadows.sm};
`;

export const Label = styled.dt`
  ${boxReset}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const Value = styled.dd`
  ${boxReset}
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xxl};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  color: ${({ theme }) => podTheme(theme).colors.text};
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

export const Hint = styled.dd`
  ${boxReset}
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;
