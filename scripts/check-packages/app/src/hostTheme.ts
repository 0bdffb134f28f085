// The host's own styled-components theme, declared as any app declares it. A package that augments
// DefaultTheme too makes this fail (TS2430: Interface 'DefaultTheme' incorrectly extends ...).
export const hostTheme = {
  brand: { ink: 'rgb(120, 20, 60)', paper: 'rgb(250, 245, 235)' },
  gap: '12px',
};

type HostTheme = typeof hostTheme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends HostTheme {}
}
