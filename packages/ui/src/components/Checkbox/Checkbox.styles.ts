import styled, { css } from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Wrapper = styled.label<{ $disabled: boolean }>`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  min-height: 24px;
  color: ${({ theme, $disabled }) => ($disabled ? podTheme(theme).colors.textMuted : podTheme(theme).colors.text)};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

/** The box itself: Checkbox's, and a table's row boxes drawn as plain inputs (Table). */
export const checkboxBox = css`
  ${boxReset}
  flex: none;
  width: 16px;
  height: 16px;
  margin: 0;
  accent-color: ${({ theme }) => podTheme(theme).colors.primary};
  cursor: inherit;
  outline: none;
  outline-offset: 1px;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
  }
`;

export const Box = styled.input<{ $invalid: boolean }>`
  ${checkboxBox}
  outline: ${({ theme, $invalid }) => ($invalid ? `2px solid ${podTheme(theme).colors.danger}` : 'none')};
`;
