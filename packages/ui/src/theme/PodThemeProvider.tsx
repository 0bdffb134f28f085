import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { styledThemeWith } from './podTheme';
import { createPodTheme, type PodTheme, type PodThemeOverrides } from './theme';

export interface PodThemeProviderProps {
  /** The tree to theme. */
  children: ReactNode;
  /** Your values for the theme (a whole theme, or some values merged over the defaults). */
  theme?: PodTheme | PodThemeOverrides;
  /**
   * Also style the page's `body` (font, colours, a box-sizing reset, focus ring). Off by default:
   * a host page keeps its own; an app made of POD Office alone turns it on.
   */
  withGlobalStyle?: boolean;
}

/**
 * Provides the POD Office theme to the widgets inside. Your own styled-components theme, if any,
 * stays as it is for your components: the POD theme sits beside it.
 */
export function PodThemeProvider({
  children,
  theme,
  withGlobalStyle = false,
}: PodThemeProviderProps) {
  const styledTheme = useMemo(() => styledThemeWith(createPodTheme(theme)), [theme]);
  return (
    <ThemeProvider theme={styledTheme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
