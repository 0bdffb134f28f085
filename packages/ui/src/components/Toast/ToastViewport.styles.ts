import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

/** Fixed at the top right; the UA styles of a popover box are undone here. */
export const Viewport = styled.div`
  ${boxReset}
  position: fixed;
  inset: ${({ theme }) => podTheme(theme).space.lg} ${({ theme }) => podTheme(theme).space.lg} auto
    auto;
  z-index: ${({ theme }) => podTheme(theme).zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  width: min(380px, calc(100vw - 2 * ${({ theme }) => podTheme(theme).space.lg}));
  height: auto;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  overflow: visible;
  pointer-events: none;

  &:empty {
    display: none;
  }
`;

export const Slot = styled.div`
  ${boxReset}
  pointer-events: auto;
`;
