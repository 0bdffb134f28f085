// Beside the one control that uses it rather than in the shared icons module, whose chunk every
// signed-in page loads.

/** Three dots in a row: the button opens a menu of more actions. */
export function MoreIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}
