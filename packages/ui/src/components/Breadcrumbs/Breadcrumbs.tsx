import type { MouseEvent, ReactNode } from 'react';
import { Nav } from './Breadcrumbs.styles';

/** One step of the trail: a page above the current one. */
export interface BreadcrumbItem {
  /** The page's name, e.g. 'Categories'. */
  label: ReactNode;
  /** Its address, so the link opens in a new tab too. */
  href: string;
  /**
   * Called on a plain click (no modifier key) instead of following the address, e.g. a router's
   * navigate; a click with Ctrl, Cmd, Shift or the middle button follows the address as usual.
   */
  onNavigate?: (href: string) => void;
}

export interface BreadcrumbsProps {
  /** The pages above this one, outermost first. */
  items: BreadcrumbItem[];
  /** The current page's name, shown last and not a link; leave it out for a bare back link. */
  current?: ReactNode;
  /** Name of the navigation landmark. */
  'aria-label'?: string;
  /** Extra class for layout by the parent. */
  className?: string;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Where a form or detail page sits ('Categories / Edit category Mugs'): links back to the pages
 * above it, the current page last. Router-free: give `onNavigate` to move within the app.
 */
export function Breadcrumbs({
  items,
  current,
  'aria-label': ariaLabel = 'Breadcrumb',
  className,
}: BreadcrumbsProps) {
  return (
    <Nav aria-label={ariaLabel} className={className}>
      <ol>
        {items.map((item, index) => (
          <li key={index}>
            <a
              href={item.href}
              onClick={(event) => {
                if (!item.onNavigate || !plainClick(event)) return;
                event.preventDefault();
                item.onNavigate(item.href);
              }}
            >
              {item.label}
            </a>
          </li>
        ))}
        {current && (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        )}
      </ol>
    </Nav>
  );
}
