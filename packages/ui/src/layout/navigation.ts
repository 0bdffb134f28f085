import type { MouseEvent, ReactNode } from 'react';

/** One entry of the side menu: a link (`path`) or a group of entries (`children`). */
export interface MenuItem {
  /** Stable identity of the entry, unique in the whole menu. */
  key: string;
  /** Text shown in the menu, and the accessible name when the menu is collapsed to icons. */
  label: string;
  /** Where the entry leads; groups have none. */
  path?: string;
  /** Icon shown before the label, alone when the menu is collapsed. */
  icon?: ReactNode;
  /** Nested entries: the entry becomes a group that opens and closes. */
  children?: MenuItem[];
}

/** Attributes a custom link must put on its anchor so the menu can mark and close itself. */
export interface NavLinkRenderProps {
  /** 'page' on the link of the current page. */
  'aria-current'?: 'page';
  /** Set when the visible content of the link is not its name (an icon alone). */
  'aria-label'?: string;
  /** Hint shown on hover. */
  title?: string;
}

/**
 * Renders a link with the app's router, e.g.
 * `(path, children, props) => <Link to={path} {...props}>{children}</Link>`.
 */
export type RenderLink = (
  path: string,
  children: ReactNode,
  props: NavLinkRenderProps,
) => ReactNode;

/** How links reach the app's router: ui itself never imports one. */
export interface NavigationProps {
  /** Renders each link with the app's router (takes precedence over onNavigate). */
  renderLink?: RenderLink;
  /** Called with the path instead of following a plain link (plain anchors when neither is given). */
  onNavigate?: (path: string) => void;
}

const withoutQuery = (path: string) => {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
};

/** Whether `path` is the current page or one of its sub-pages (/orders covers /orders/12). */
export function pathMatches(path: string, currentPath: string): boolean {
  const p = withoutQuery(path);
  const c = withoutQuery(currentPath);
  return c === p || (p !== '/' && c.startsWith(`${p}/`));
}

/**
 * The entry to highlight for `currentPath`: the one whose path matches most specifically, so
 * /orders/trackings highlights Trackings, not Internal Orders at /orders.
 * Returns its key and the keys of the groups that contain it, outermost first.
 */
export function findActiveItem(
  items: MenuItem[],
  currentPath: string | undefined,
): { key: string; ancestors: string[] } | undefined {
  if (!currentPath) return undefined;
  let best: { key: string; ancestors: string[]; length: number } | undefined;
  const visit = (list: MenuItem[], ancestors: string[]) => {
    for (const item of list) {
      if (item.path && pathMatches(item.path, currentPath)) {
        const length = withoutQuery(item.path).length;
        if (!best || length > best.length) best = { key: item.key, ancestors, length };
      }
      if (item.children) visit(item.children, [...ancestors, item.key]);
    }
  };
  visit(items, []);
  return best && { key: best.key, ancestors: best.ancestors };
}

/** A click the browser should handle itself: new tab, new window, download. */
export function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
