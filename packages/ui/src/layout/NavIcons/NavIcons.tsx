import type { ReactNode, SVGProps } from 'react';

type GlyphProps = SVGProps<SVGSVGElement>;

// Icons are decoration next to a text label (or a visually hidden one), so they stay out of the
// accessibility tree.
function icon(displayName: string, paths: ReactNode) {
  function Icon(props: GlyphProps) {
    return (
      <svg
        width="1em"
        height="1em"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

/** Icons for the entries of the side menu and for the layout's own buttons. */
export const NavIcons = {
  dashboard: icon(
    'Dashboard',
    <>
      <rect x="3" y="3" width="7" height="9" />
      <rect x="14" y="3" width="7" height="5" />
      <rect x="14" y="12" width="7" height="9" />
      <rect x="3" y="16" width="7" height="5" />
    </>,
  ),
  users: icon(
    'Users',
    <>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1" />
      <path d="M16 4a4 4 0 0 1 0 8M22 21v-1a6 6 0 0 0-4-5.6" />
    </>,
  ),
  sites: icon(
    'Sites',
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>,
  ),
  products: icon(
    'Products',
    <>
      <path d="M21 8 12 3 3 8v8l9 5 9-5z" />
      <path d="m3 8 9 5 9-5M12 13v8" />
    </>,
  ),
  orders: icon(
    'Orders',
    <>
      <path d="M6 2h12l2 4v15a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6z" />
      <path d="M4 6h16M9 11h6M9 15h6" />
    </>,
  ),
  download: icon(
    'Download',
    <>
      <path d="M12 3v12M7 10l5 5 5-5" />
      <path d="M4 17v3h16v-3" />
    </>,
  ),
  balance: icon(
    'Balance',
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </>,
  ),
  policy: icon(
    'Guideline',
    <>
      <path d="M4 4h11l5 5v11H4z" />
      <path d="M14 4v6h6M8 13h8M8 17h5" />
    </>,
  ),
  settings: icon(
    'Settings',
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>,
  ),
  catalog: icon(
    'Catalog',
    <>
      <path d="M4 4h7v16H4zM13 4h7v16h-7z" />
      <path d="M7 8h1M16 8h1" />
    </>,
  ),
  // The App Settings entries, each its own glyph (issue 10: one gear for all of them said nothing).
  levels: icon(
    'Levels',
    <>
      <path d="M4 20h4v-6H4zM10 20h4V10h-4zM16 20h4V4h-4z" />
    </>,
  ),
  news: icon(
    'News',
    <>
      <path d="M4 5h13v14a1 1 0 0 0 1 1H5a1 1 0 0 1-1-1z" />
      <path d="M17 9h3v10a1 1 0 0 1-2 0M7 9h7M7 13h7M7 16h4" />
    </>,
  ),
  categories: icon(
    'Categories',
    <>
      <path d="M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
    </>,
  ),
  productTypes: icon(
    'ProductTypes',
    <>
      <path d="M8 3 3 6l2 4 2-1v11h10V9l2 1 2-4-5-3a4 4 0 0 1-8 0z" />
    </>,
  ),
  carriers: icon(
    'Carriers',
    <>
      <path d="M2 6h12v10H2zM14 10h4l3 3v3h-7z" />
      <circle cx="6" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>,
  ),
  tracking: icon(
    'Tracking',
    <>
      <path d="M12 21s7-6.1 7-11a7 7 0 0 0-14 0c0 4.9 7 11 7 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </>,
  ),
  attributes: icon(
    'Attributes',
    <>
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </>,
  ),
  attributeTerms: icon(
    'AttributeTerms',
    <>
      <path d="M3 12V4h8l10 10-8 8z" />
      <circle cx="7.5" cy="8.5" r="1.5" />
    </>,
  ),
  discounts: icon(
    'Discounts',
    <>
      <path d="M19 5 5 19" />
      <circle cx="7" cy="7" r="2.5" />
      <circle cx="17" cy="17" r="2.5" />
    </>,
  ),
  customers: icon(
    'Customers',
    <>
      <circle cx="12" cy="7" r="3" />
      <path d="M6 21v-2a6 6 0 0 1 12 0v2M3 11h3M18 11h3" />
    </>,
  ),
  outbox: icon(
    'Outbox',
    <>
      <rect x="3" y="5" width="18" height="14" rx="1" />
      <path d="m3 7 9 6 9-6" />
    </>,
  ),
  logs: icon(
    'Logs',
    <>
      <path d="M3 12h4l3-8 4 16 3-8h4" />
    </>,
  ),
  terminal: icon(
    'Terminal',
    <>
      <rect x="3" y="4" width="18" height="16" rx="1" />
      <path d="m7 9 3 3-3 3M12 15h5" />
    </>,
  ),
  menu: icon('Menu', <path d="M3 6h18M3 12h18M3 18h18" />),
  close: icon('Close', <path d="M6 6l12 12M18 6 6 18" />),
  chevronDown: icon('ChevronDown', <path d="m6 9 6 6 6-6" />),
  chevronRight: icon('ChevronRight', <path d="m9 6 6 6-6 6" />),
  collapseMenu: icon('CollapseMenu', <path d="M3 6h18M9 12h12M3 18h18M7 9l-4 3 4 3" />),
  expandMenu: icon('ExpandMenu', <path d="M3 6h18M3 12h12M3 18h18M17 9l4 3-4 3" />),
  search: icon(
    'Search',
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </>,
  ),
  user: icon(
    'User',
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21v-1a7 7 0 0 1 7-7h2a7 7 0 0 1 7 7v1" />
    </>,
  ),
};

export type NavIconName = keyof typeof NavIcons;

/** Every icon name, listed once here: tooling may add its own keys to the NavIcons object later. */
export const NAV_ICON_NAMES = Object.keys(NavIcons) as NavIconName[];

export interface NavIconProps extends SVGProps<SVGSVGElement> {
  /** Which glyph: the menu's names (dashboard, orders, settings...) or the layout's own (menu, close...). */
  name: NavIconName;
}

/** One icon by name, so a menu described as data (the app's route table) can name its glyphs. */
export function NavIcon({ name, ...props }: NavIconProps) {
  const Glyph = NavIcons[name];
  return <Glyph {...props} />;
}
