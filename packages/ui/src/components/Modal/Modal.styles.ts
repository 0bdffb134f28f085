import styled, { keyframes } from 'styled-components';
import { boxReset, podTheme } from '../../theme';

const appear = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

export const ModalDialog = styled.dialog<{ $width: string }>`
  ${boxReset}
  position: fixed;
  z-index: ${({ theme }) => podTheme(theme).zIndices.modal};
  width: min(${({ $width }) => $width}, calc(100vw - 32px));
  max-width: none;
  max-height: calc(100dvh - 64px);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => podTheme(theme).radii.lg};
  background: ${({ theme }) => podTheme(theme).colors.surface};
  color: ${({ theme }) => podTheme(theme).colors.text};
  box-shadow: ${({ theme }) => podTheme(theme).shadows.lg};
  overflow: hidden;

  &[open] {
    display: flex;
    flex-direction: column;
    animation: ${appear} 160ms ease-out;
  }

  /* Focus lands on the dialog box itself only when nothing inside can take it; no ring needed. */
  &:focus-visible {
    outline: none;
  }

  &::backdrop {
    background: ${({ theme }) => podTheme(theme).colors.overlay};
  }

  @media (prefers-reduced-motion: reduce) {
    &[open] {
      animation: none;
    }
  }
`;
