import type { ReactNode } from 'react';
import { isModifiedClick, type NavigationProps, type NavLinkRenderProps } from '../navigation';

export interface NavLinkProps extends NavigationProps, NavLinkRenderProps {
  /** Where the link leads. */
  path: string;
  /** Content of the link. */
  children: ReactNode;
}

/**
 * A link that goes through the app's router when it is given one (renderLink or onNavigate), and
 * is a plain anchor otherwise, so layout pieces work the same in the app, in Storybook and embedded.
 */
export function NavLink({ path, children, renderLink, onNavigate, ...attributes }: NavLinkProps) {
  if (renderLink) return <>{renderLink(path, children, attributes)}</>;
  return (
    <a
      href={path}
      {...attributes}
      onClick={
        onNavigate &&
        ((event) => {
          if (isModifiedClick(event)) return;
          event.preventDefault();
          onNavigate(path);
        })
      }
    >
      {children}
    </a>
  );
}
