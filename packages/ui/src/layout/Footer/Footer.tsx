import type { HTMLAttributes, ReactNode } from 'react';
import { StyledFooter } from './Footer.styles';

export interface FooterProps extends HTMLAttributes<HTMLElement> {
  /** Footer content; a copyright line with the current year when omitted. */
  children?: ReactNode;
  /** Product name used by the default copyright line. */
  productName?: string;
}

/** The page footer (the contentinfo landmark of the layout). */
export function Footer({ children, productName = 'POD Office', ...rest }: FooterProps) {
  return (
    <StyledFooter {...rest}>
      {children ?? `© ${new Date().getFullYear()} ${productName}. All rights reserved.`}
    </StyledFooter>
  );
}
