import type { ToastType } from './toastTypes';

const paths: Record<ToastType, string> = {
  success: 'M7 12l3 3 7-7',
  info: 'M12 8h.01M11 12h1v5h1',
  warning: 'M12 7v6M12 17h.01',
  error: 'M9 9l6 6M15 9l-6 6',
};

/** The round icon of a toast or notification type; decorative, the text says it all. */
export function TypeIcon({ type, size = 18 }: { type: ToastType; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" />
      <path d={paths[type]} />
    </svg>
  );
}

/** The cross of a close button. */
export function CrossIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M3 3l10 10M13 3L3 13"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
      />
    </svg>
  );
}
