import styled from 'styled-components';
import { boxReset } from '../../theme';

export type RadioGroupOrientation = 'horizontal' | 'vertical';

export const Group = styled.div<{ $orientation: RadioGroupOrientation; $invalid: boolean }>`
  ${boxReset}
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $orientation }) => ($orientation === 'horizontal' ? theme.space.lg : theme.space.sm)};
  padding: ${({ theme }) => theme.space.xxs} 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  outline: ${({ theme, $invalid }) => ($invalid ? `1px solid ${theme.colors.danger}` : 'none')};
  outline-offset: ${({ theme }) => theme.space.xs};
`;

export const Option = styled.label<{ $disabled: boolean }>`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 24px;
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const Dot = styled.input`
  ${boxReset}
  flex: none;
  width: 16px;
  height: 16px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: inherit;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
