import type { ReactNode } from 'react';

// The small decorative icons the components share. Internal: not exported from the package
// barrel. Each is hidden from assistive technology (the control around it carries the name),
// never takes focus, and draws in the text colour (currentColor).

export interface IconProps {
  /** Width and height in pixels. */
  size?: number;
}

export interface StrokeIconProps extends IconProps {
  /** Line width in viewBox units. */
  strokeWidth?: number | string;
  /** The drawing's coordinate box; 24 × 24 unless told. */
  viewBox?: string;
  /** Line ends, e.g. 'round'; square cut (the SVG default) unless told. */
  strokeLinecap?: 'butt' | 'round' | 'square';
  /** The shapes of the picture. */
  children: ReactNode;
}

/** The shell of a decorative line icon; components with a picture of their own draw inside it. */
export function StrokeIcon({
  size = 16,
  strokeWidth = 2,
  viewBox = '0 0 24 24',
  strokeLinecap,
  children,
}: StrokeIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={strokeLinecap}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** The bold "×" of small inline controls: dismissing an alert, removing a tag, clearing a select. */
export function CloseIcon({ size = 14 }: IconProps) {
  return (
    <StrokeIcon size={size} strokeWidth="2.5">
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeIcon>
  );
}

/** The lighter, round-ended "×" of the close button of a dialog, drawer, toast or notification. */
export function OverlayCloseIcon({ size = 16 }: IconProps) {
  return (
    <StrokeIcon size={size} viewBox="0 0 16 16" strokeWidth="1.75" strokeLinecap="round">
      <path d="M3 3l10 10M13 3L3 13" />
    </StrokeIcon>
  );
}

/** A downward chevron: the button opens a list or a menu. */
export function ChevronDownIcon({ size = 14 }: IconProps) {
  return (
    <StrokeIcon size={size} strokeWidth="2.5">
      <path d="M6 9l6 6 6-6" />
    </StrokeIcon>
  );
}

/** A check mark: the chosen option. */
export function CheckIcon({ size = 14 }: IconProps) {
  return (
    <StrokeIcon size={size} strokeWidth="2.5">
      <path d="M5 12l5 5 9-10" />
    </StrokeIcon>
  );
}

/** The meanings a StatusIcon can show; Alert's variants and the toast types. */
export type IconStatus = 'info' | 'success' | 'warning' | 'error';

const statusPaths: Record<IconStatus, string> = {
  info: 'M12 8h.01M11 12h1v5h1',
  success: 'M7 12l3 3 7-7',
  warning: 'M12 7v6M12 17h.01',
  error: 'M9 9l6 6M15 9l-6 6',
};

/** A round icon for info, success, warning or error; decorative, the text says it all. */
export function StatusIcon({ status, size = 18 }: IconProps & { status: IconStatus }) {
  return (
    <StrokeIcon size={size}>
      <circle cx="12" cy="12" r="10" />
      <path d={statusPaths[status]} />
    </StrokeIcon>
  );
}
