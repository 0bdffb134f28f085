export * from './tokens';
export * from './theme';
export { podTheme, usePodTheme } from './podTheme';
export { GlobalStyle } from './GlobalStyle';
export { ScopedBaseStyle, type ScopedBaseStyleProps } from './ScopedBaseStyle';
export { PodThemeProvider, type PodThemeProviderProps } from './PodThemeProvider';
export { boxReset } from './boxReset';
export { visuallyHidden } from './visuallyHidden';
