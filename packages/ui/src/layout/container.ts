import { layout } from '../theme';

/**
 * AppLayout is a size container, and its parts switch to the mobile layout through container
 * queries rather than media queries: in the app the container is the viewport, and a story or a
 * host app can show the mobile layout in a narrow box on a wide screen.
 */
export const LAYOUT_CONTAINER = 'pod-layout';

/** Rules for a layout no wider than theme.layout.mobileMaxWidth (the drawer menu). */
export const belowDesktop = `@container ${LAYOUT_CONTAINER} (max-width: ${layout.mobileMaxWidth}px)`;
