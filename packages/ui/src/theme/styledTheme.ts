import type { PodTheme } from './theme';

// Types styled-components' theme as the POD theme wherever @podoffice/ui is compiled or imported
// (a module imported by the theme barrel, not a stray .d.ts, so consumers and bundled types get it).
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends PodTheme {}
}
