import type { ReactNode } from 'react';

// The row actions' pictures: decorative, drawn in the text colour; the control around each one
// carries its name.
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ConnectedIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </Icon>
);

/** A broken link: the shop is not connected (yet, or any more). */
export const DisconnectedIcon = () => (
  <Icon>
    <path d="M9 15 7.5 16.5a3.5 3.5 0 0 1-5-5L4 10m16 4 1.5-1.5a3.5 3.5 0 0 0-5-5L15 9M8 3v3M3 8h3M16 21v-3m5-2h-3" />
  </Icon>
);

export const EditIcon = () => (
  <Icon>
    <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
  </Icon>
);

export const DeleteIcon = () => (
  <Icon>
    <path d="M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Icon>
);

export const WebhooksIcon = () => (
  <Icon>
    <path d="M20 11a8 8 0 0 0-14.7-4M4 13a8 8 0 0 0 14.7 4M5 3v4h4m10 14v-4h-4" />
  </Icon>
);

export const FetchVariantsIcon = () => (
  <Icon>
    <path d="M12 3v12m-5-5 5 5 5-5M4 19h16" />
  </Icon>
);

/** A sheet going in: import orders from a CSV file. */
export const ImportOrdersIcon = () => (
  <Icon>
    <path d="M14 3H6v18h12V7l-4-4zM14 3v4h4M12 10v7m-3-3 3 3 3-3" />
  </Icon>
);

/** Two boxes joined: the shop's products mapped to product types. */
export const MapProductsIcon = () => (
  <Icon>
    <path d="M3 4h7v7H3zM14 13h7v7h-7zM10 7.5h4.5a2 2 0 0 1 2 2V13" />
  </Icon>
);
