import type { ComponentPropsWithRef, ReactNode } from 'react';
import { StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';
import { Spinner } from '../Spinner';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight: primary for the main action, danger for destructive ones. */
  variant?: ButtonVariant;
  /** Height and padding. */
  size?: ButtonSize;
  /** Shows a spinner, disables the button and marks it busy while work is under way. */
  loading?: boolean;
  /** Stretches the button to the width of its container. */
  block?: boolean;
  /** An icon shown before the label. */
  icon?: ReactNode;
}

/** A clickable action. Defaults to type="button" so it never submits a form by accident. */
export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  block = false,
  icon,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" label="" /> : icon}
      {children}
    </StyledButton>
  );
}
