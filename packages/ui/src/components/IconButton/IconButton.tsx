import type { ButtonHTMLAttributes, ReactNode } from 'react';
import {
  IconSlot,
  StyledIconButton,
  type IconButtonSize,
  type IconButtonVariant,
} from './IconButton.styles';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** What the button does ('Edit site'): its accessible name and its tooltip. Required, as the icon has no text. */
  label: string;
  /** The icon, decorative: it is hidden from screen readers. */
  children: ReactNode;
  /** Visual weight: ghost in table rows and toolbars, danger for destructive actions. */
  variant?: IconButtonVariant;
  /** Square size. */
  size?: IconButtonSize;
}

/** A square button showing only an icon, named by a required label that also shows as a tooltip. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  title,
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      type={type}
      aria-label={label}
      title={title ?? label}
      $variant={variant}
      $size={size}
      {...rest}
    >
      <IconSlot aria-hidden="true">{children}</IconSlot>
    </StyledIconButton>
  );
}
