import styled from 'styled-components';
import { boxReset } from '../../theme';

export const Wrapper = styled.span<{ $disabled: boolean }>`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const Track = styled.button<{ $on: boolean; $invalid: boolean }>`
  ${boxReset}
  position: relative;
  flex: none;
  width: 40px;
  height: 22px;
  padding: 0;
  border: 1px solid
    ${({ theme, $on, $invalid }) => ($invalid ? theme.colors.danger : $on ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.borderStrong)};
  cursor: inherit;
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
    transform: ${({ $on }) => ($on ? 'translateX(18px)' : 'none')};
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: transform 120ms ease;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &::after {
      transition: none;
    }
  }
`;

export const Text = styled.span`
  ${boxReset}
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
