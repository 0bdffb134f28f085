import styled, { css } from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Wrapper = styled.span<{ $disabled: boolean }>`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  color: ${({ theme, $disabled }) => ($disabled ? podTheme(theme).colors.textMuted : podTheme(theme).colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

/**
 * The track and its knob, off. Shared with the VariantGrid's Status switch, which draws the same
 * look by class on a plain button (a styled component per row was a cost of its mount).
 */
export const switchLook = css`
  ${boxReset}
  position: relative;
  flex: none;
  width: 40px;
  height: 22px;
  padding: 0;
  border: 1px solid ${({ theme }) => podTheme(theme).colors.borderStrong};
  border-radius: ${({ theme }) => podTheme(theme).radii.pill};
  background: ${({ theme }) => podTheme(theme).colors.borderStrong};
  transition: background-color 120ms ease;

  &:disabled {
    opacity: 0.6;
  }

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    /* Slid by transform, which the compositor animates: an animated left lays out the page again
       on every frame (a status toggle in the 2,000-row VariantGrid spent most of its time there). */
    transform: none;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => podTheme(theme).colors.surface};
    box-shadow: ${({ theme }) => podTheme(theme).shadows.sm};
    transition: transform 120ms ease;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &::after {
      transition: none;
    }
  }
`;

/** The track and knob when on. */
export const switchOn = css`
  border-color: ${({ theme }) => podTheme(theme).colors.primary};
  background: ${({ theme }) => podTheme(theme).colors.primary};

  &::after {
    transform: translateX(18px);
  }
`;

export const Track = styled.button<{ $on: boolean; $invalid: boolean }>`
  ${switchLook}
  cursor: inherit;
  ${({ $on }) => $on && switchOn}
  ${({ $invalid, theme }) => $invalid && `border-color: ${podTheme(theme).colors.danger};`}
`;

export const Text = styled.span`
  ${boxReset}
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
`;
