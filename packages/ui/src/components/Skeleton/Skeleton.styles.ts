import styled, { keyframes } from 'styled-components';
import { boxReset, podTheme } from '../../theme';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.55; }
  100% { opacity: 1; }
`;

export const Container = styled.div`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  width: 100%;
`;

export const Bone = styled.span<{ $width: string; $height: string; $round: boolean }>`
  ${boxReset}
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $round }) => ($round ? '50%' : podTheme(theme).radii.sm)};
  background: ${({ theme }) => podTheme(theme).colors.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
