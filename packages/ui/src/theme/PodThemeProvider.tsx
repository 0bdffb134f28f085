import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

export interface PodThemeProviderProps {
  /** The tree to theme. */
  children: ReactNode;
  /** Also inject the global base styles (off when embedding inside another app). */
  withGlobalStyle?: boolean;
}

/** Provides the POD Office theme; embedders wrap their widgets in it. */
export function PodThemeProvider({ children, withGlobalStyle = true }: PodThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
