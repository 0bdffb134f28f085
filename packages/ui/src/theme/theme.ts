import {
  colors,
  fontSizes,
  fontWeights,
  fonts,
  layout,
  radii,
  shadows,
  space,
  statusColors,
  zIndices,
} from './tokens';

export const theme = {
  colors,
  space,
  radii,
  fontSizes,
  fontWeights,
  fonts,
  shadows,
  layout,
  zIndices,
  statusColors,
};

export type PodTheme = typeof theme;

/** Media query for the mobile layout (drawer menu). */
export const mobile = `@media (max-width: ${layout.mobileMaxWidth}px)`;
