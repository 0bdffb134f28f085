import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export type RadioGroupOrientation = 'horizontal' | 'vertical';

export const Group = styled.div<{ $orientation: RadioGroupOrientation; $invalid: boolean }>`
  ${boxReset}
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $orientation }) => ($orientation === 'horizontal' ? podTheme(theme).space.lg : podTheme(theme).space.sm)};
  padding: ${({ theme }) => podTheme(theme).space.xxs} 0;
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  outline: ${({ theme, $invalid }) => ($invalid ? `1px solid ${podTheme(theme).colors.danger}` : 'none')};
  outline-offset: ${({ theme }) => podTheme(theme).space.xs};
`;

export const Option = styled.label<{ $disabled: boolean }>`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  min-height: 24px;
  color: ${({ theme, $disabled }) => ($disabled ? podTheme(theme).colors.textMuted : podTheme(theme).colors.text)};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const Dot = styled.input`
  ${boxReset}
  flex: none;
  width: 16px;
  height: 16px;
  margin: 0;
  accent-color: ${({ theme }) => podTheme(theme).colors.primary};
  cursor: inherit;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
    outline-offset: 2px;
  }
`;
