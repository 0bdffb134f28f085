import { useId, type ReactNode } from 'react';
import { CardBody, CardRoot, Extra, Footer, Header, Heading } from './Card.styles';

export interface CardProps {
  /** Heading of the card; it also names the card's region for screen readers. */
  title?: ReactNode;
  /** Content at the right of the header, e.g. a link or a DropdownMenu. */
  extra?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** Actions under the body. */
  footer?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Drops the body padding, for tables that run to the edge. */
  flush?: boolean;
  /** Extra class for layout by the parent. */
  className?: string;
}

/** A surface grouping related content under an optional title. */
export function Card({
  title,
  extra,
  children,
  footer,
  headingLevel = 2,
  flush = false,
  className,
}: CardProps) {
  const headingId = useId();
  const hasHeader = Boolean(title || extra);
  return (
    <CardRoot className={className} aria-labelledby={title ? headingId : undefined}>
      {hasHeader && (
        <Header>
          {title ? (
            <Heading as={`h${headingLevel}`} id={headingId}>
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {extra && <Extra>{extra}</Extra>}
        </Header>
      )}
      <CardBody $padded={!flush}>{children}</CardBody>
      {footer && <Footer>{footer}</Footer>}
    </CardRoot>
  );
}
