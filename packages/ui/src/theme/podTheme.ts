import { useContext } from 'react';
import { ThemeContext, type DefaultTheme } from 'styled-components';
import { theme as defaultTheme, type PodTheme } from './theme';

// Where PodThemeProvider keeps the POD theme inside styled-components' theme: a key of its own
// beside the host's values, so a host's theme and ours never replace each other. Symbol.for: two
// copies of the package (a host's and a widget's) find the same key.
const POD_THEME = Symbol.for('@podoffice/ui.theme');

type WithPodTheme = DefaultTheme & { [POD_THEME]?: PodTheme };

/**
 * The POD theme inside a styled-components theme: `${({ theme }) => podTheme(theme).colors.text}`.
 * Outside any PodThemeProvider it is the default theme, so a widget still draws.
 */
export function podTheme(styledTheme: DefaultTheme | undefined): PodTheme {
  return (styledTheme as WithPodTheme | undefined)?.[POD_THEME] ?? defaultTheme;
}

/** The POD theme of the nearest PodThemeProvider (the default theme without one). */
export function usePodTheme(): PodTheme {
  return podTheme(useContext(ThemeContext));
}

/** The styled-components theme that adds `pod` to an outer (host's) theme. */
export function styledThemeWith(pod: PodTheme) {
  return (outer?: DefaultTheme): DefaultTheme => ({ ...outer, [POD_THEME]: pod }) as WithPodTheme;
}
