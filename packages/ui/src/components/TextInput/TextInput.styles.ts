import styled, { css } from 'styled-components';
import { boxReset, podTheme } from '../../theme';

/**
 * The box every text-like control shares (TextInput, NumberInput, PasswordInput, Select), so
 * that a form reads as one surface. Borders use borderStrong for 3:1 non-text contrast.
 */
export const controlFrame = css<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.xs};
  min-height: 36px;
  width: 100%;
  padding: 0 ${({ theme }) => podTheme(theme).space.md};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? podTheme(theme).colors.danger : podTheme(theme).colors.borderStrong)};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme, $disabled }) => ($disabled ? podTheme(theme).colors.surfaceMuted : podTheme(theme).colors.surface)};
  color: ${({ theme }) => podTheme(theme).colors.text};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'text')};
  transition: border-color 120ms ease;

  &:hover {
    border-color: ${({ theme, $invalid, $disabled }) =>
      $invalid
        ? podTheme(theme).colors.danger
        : $disabled
          ? podTheme(theme).colors.borderStrong
          : podTheme(theme).colors.primary};
  }

  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? podTheme(theme).colors.danger : podTheme(theme).colors.focus)};
    box-shadow: 0 0 0 1px
      ${({ theme, $invalid }) => ($invalid ? podTheme(theme).colors.danger : podTheme(theme).colors.focus)};
  }
`;

/**
 * A read-only value (a site's Domain, its API key) reads as a fact, not a field to fill: muted
 * surface, quiet border, no hover; it still takes focus so it can be selected and copied.
 */
export const Frame = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  ${boxReset}
  ${controlFrame}

  &:has(> input[readonly]) {
    background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
    border-style: dashed;
    border-color: ${({ theme }) => podTheme(theme).colors.borderStrong};
    cursor: default;
  }
`;

/** The bare input inside a frame; the frame draws border and focus. */
export const bareInput = css`
  flex: 1;
  min-width: 0;
  height: 34px;
  padding: 0;
  border: 0;
  outline: none;
  background: transparent;
  color: inherit;
  font: inherit;

  &::placeholder {
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }
`;

export const Input = styled.input`
  ${boxReset}
  ${bareInput}
`;

export const Adornment = styled.span`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  flex: none;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;
