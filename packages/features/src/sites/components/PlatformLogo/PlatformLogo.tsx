import type { ReactNode } from 'react';
import { PLATFORM_LABELS, type SitePlatform } from '@podoffice/domain';
import type { StatusName } from '@podoffice/ui';
import { Logo } from './PlatformLogo.styles';

export interface PlatformLogoProps {
  /** The site's platform. */
  platform: SitePlatform;
  /** Shows the platform's name next to its mark; the mark alone keeps the name for screen readers. */
  showName?: boolean;
}

// Each platform's mark drawn small, in the badge's text colour, with tones of the theme's palette.
const MARKS: Record<SitePlatform, { tone: StatusName; path: ReactNode }> = {
  shopify: {
    tone: 'Approved',
    path: (
      <path d="M5 8h14l-1.2 12.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8L5 8zm4 0V6a3 3 0 0 1 6 0v2" />
    ),
  },
  woocommerce: {
    tone: 'pickup',
    path: (
      <path d="M4 6h16a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1h-8l-4 3v-3H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z" />
    ),
  },
  shopbase: {
    tone: 'processing',
    path: <path d="M4 4h16v16H4zM9 9h6v6H9z" />,
  },
  api: {
    tone: 'default',
    path: <path d="M8 5 4 12l4 7M16 5l4 7-4 7" />,
  },
  import: {
    tone: 'Pending',
    path: <path d="M12 4v10m-4-4 4 4 4-4M5 16v3h14v-3" />,
  },
};

/** A site's platform as a small badge: a mark of its own and its name, no external images. */
export function PlatformLogo({ platform, showName = true }: PlatformLogoProps) {
  const { tone, path } = MARKS[platform];
  const name = PLATFORM_LABELS[platform];
  return (
    <Logo $tone={tone} role="img" aria-label={name} title={name}>
      <svg
        width={14}
        height={14}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {path}
      </svg>
      {showName && <span aria-hidden="true">{name}</span>}
    </Logo>
  );
}
