import styled, { css, keyframes } from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export type DrawerPlacement = 'right' | 'left';

const slideFrom = (placement: DrawerPlacement) => keyframes`
  from { transform: translateX(${placement === 'right' ? '100%' : '-100%'}); }
  to { transform: none; }
`;

export const DrawerDialog = styled.dialog<{ $width: string; $placement: DrawerPlacement }>`
  ${boxReset}
  position: fixed;
  z-index: ${({ theme }) => podTheme(theme).zIndices.drawer};
  top: 0;
  bottom: 0;
  ${({ $placement }) =>
    $placement === 'right'
      ? css`
          left: auto;
          right: 0;
        `
      : css`
          left: 0;
          right: auto;
        `}
  width: min(${({ $width }) => $width}, 100vw);
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0;
  padding: 0;
  border: 0;
  background: ${({ theme }) => podTheme(theme).colors.surface};
  color: ${({ theme }) => podTheme(theme).colors.text};
  box-shadow: ${({ theme }) => podTheme(theme).shadows.lg};
  overflow: hidden;

  &[open] {
    display: flex;
    flex-direction: column;
    animation: ${({ $placement }) => slideFrom($placement)} 200ms ease-out;
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
