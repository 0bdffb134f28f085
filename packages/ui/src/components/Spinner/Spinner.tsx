import styled, { keyframes } from 'styled-components';
import { boxReset } from '../../theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

const sizes = { sm: '14px', md: '24px', lg: '40px' } as const;

const Circle = styled.span<{ $size: keyof typeof sizes }>`
  ${boxReset}
  display: inline-block;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 700ms linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

export interface SpinnerProps {
  /** Diameter. */
  size?: keyof typeof sizes;
  /** What is loading, read by screen readers; an empty string hides the spinner from them. */
  label?: string;
}

/** An indeterminate activity indicator. */
export function Spinner({ size = 'md', label = 'Loading' }: SpinnerProps) {
  return label ? (
    <Circle $size={size} role="status" aria-label={label} />
  ) : (
    <Circle $size={size} aria-hidden="true" />
  );
}
