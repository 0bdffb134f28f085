// Beside the one control that uses it rather than in the shared icons module, whose chunk every
// signed-in page loads.

/**
 * Three dots in a row: the button opens a menu of more actions. One element made once, drawn in
 * every row of a list: an svg of one path, not a component of an svg of three circles (a row's
 * menu button was 9 of React's fibers, 5 of them this icon; the list bench, issue 25).
 */
export const MORE_ICON = (
  <svg
    width={16}
    height={16}
    viewBox="0 0 24 24"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M3 12a2 2 0 1 0 4 0a2 2 0 1 0-4 0M10 12a2 2 0 1 0 4 0a2 2 0 1 0-4 0M17 12a2 2 0 1 0 4 0a2 2 0 1 0-4 0" />
  </svg>
);
