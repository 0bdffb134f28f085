import styled, { css } from 'styled-components';
import { boxReset } from '../../theme';

/**
 * The box every text-like control shares (TextInput, NumberInput, PasswordInput, Select), so
 * that a form reads as one surface. Borders use borderStrong for 3:1 non-text contrast.
 */
export const controlFrame = css<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 36px;
  width: 100%;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.surfaceMuted : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'text')};
  transition: border-color 120ms ease;

  &:hover {
    border-color: ${({ theme, $invalid, $disabled }) =>
      $invalid
        ? theme.colors.danger
        : $disabled
          ? theme.colors.borderStrong
          : theme.colors.primary};
  }

  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.focus)};
    box-shadow: 0 0 0 1px
      ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.focus)};
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
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-style: dashed;
    border-color: ${({ theme }) => theme.colors.borderStrong};
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
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
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
  color: ${({ theme }) => theme.colors.textMuted};
`;
