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
  type StatusName,
} from './tokens';

/** A status badge's pair of colours: text on a tinted background. */
export interface StatusColor {
  fg: string;
  bg: string;
}

/** The names of the theme's colours. */
export type ColorName = keyof typeof colors;

/**
 * The POD Office theme: every value a component draws with. Values are plain strings and numbers,
 * so a host can give any of them (createPodTheme). Components read it with `podTheme(theme)`
 * inside styled-components and `usePodTheme()` in a component; it never replaces the host's own
 * styled-components theme.
 */
export interface PodTheme {
  colors: Record<ColorName, string>;
  space: Record<keyof typeof space, string>;
  radii: Record<keyof typeof radii, string>;
  fontSizes: Record<keyof typeof fontSizes, string>;
  fontWeights: Record<keyof typeof fontWeights, number>;
  fonts: Record<keyof typeof fonts, string>;
  shadows: Record<keyof typeof shadows, string>;
  /** Widths of the side menu and the top bar's height (the mobile breakpoint is fixed: `mobile`). */
  layout: Record<Exclude<keyof typeof layout, 'mobileMaxWidth'>, string>;
  zIndices: Record<keyof typeof zIndices, number>;
  statusColors: Record<StatusName, StatusColor>;
}

/** The default POD Office theme. */
export const theme: PodTheme = {
  colors,
  space,
  radii,
  fontSizes,
  fontWeights,
  fonts,
  shadows,
  layout: {
    siderCollapsed: layout.siderCollapsed,
    siderExpanded: layout.siderExpanded,
    topBarHeight: layout.topBarHeight,
  },
  zIndices,
  statusColors,
};

/** Some of the theme's values, each group merged over the defaults (see createPodTheme). */
export type PodThemeOverrides = { [Group in keyof PodTheme]?: Partial<PodTheme[Group]> };

/**
 * A whole theme from the values a host wants to change, each merged over the default theme's:
 * `createPodTheme({ colors: { primary: '#6b21a8', primaryHover: '#581c87' } })`. Pass it, or the
 * overrides themselves, to `PodThemeProvider`'s or `PodOfficeProvider`'s `theme`.
 */
export function createPodTheme(overrides: PodThemeOverrides = {}): PodTheme {
  const merged = { ...theme } as Record<keyof PodTheme, object>;
  for (const group of Object.keys(theme) as (keyof PodTheme)[]) {
    const values = overrides[group];
    if (values) merged[group] = { ...theme[group], ...values };
  }
  return merged as PodTheme;
}

/** Media query for the mobile layout (drawer menu). */
export const mobile = `@media (max-width: ${layout.mobileMaxWidth}px)`;
