/**
 * Design tokens. Components read these through the styled-components theme; no raw colour
 * values live in components.
 */
export const colors = {
  primary: '#1f5eff',
  primaryHover: '#1a4fd6',
  primaryText: '#ffffff',
  danger: '#c62828',
  dangerHover: '#a51f1f',
  success: '#1b7f3b',
  warning: '#9a6700',
  info: '#0b63a8',
  text: '#1c2230',
  textMuted: '#596275',
  textInverse: '#ffffff',
  border: '#c9cfdb',
  borderStrong: '#8a93a6',
  background: '#f4f6fa',
  surface: '#ffffff',
  surfaceMuted: '#eef1f6',
  sider: '#14213d',
  siderText: '#e8ecf5',
  siderActive: '#1f5eff',
  focus: '#1f5eff',
  overlay: 'rgba(15, 23, 42, 0.45)',
  skeleton: '#e3e7ee',
  /** Catalog card tags: New green, Best seller orange, Premium blue. */
  tagNew: '#1b7f3b',
  tagBestSeller: '#b54708',
  tagPremium: '#0b63a8',
} as const;

export const space = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radii = { sm: '4px', md: '6px', lg: '10px', pill: '999px' } as const;

export const fontSizes = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '20px',
  xxl: '24px',
  display: '32px',
} as const;

export const fontWeights = { regular: 400, medium: 500, bold: 600 } as const;

export const fonts = {
  body: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
  md: '0 4px 12px rgba(16, 24, 40, 0.12)',
  lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
} as const;

export const layout = {
  siderCollapsed: '80px',
  siderExpanded: '220px',
  topBarHeight: '56px',
  /** Below this width the menu becomes a drawer (desktop layout above 991 px). */
  mobileMaxWidth: 991,
} as const;

export const zIndices = {
  sider: 10,
  topBar: 20,
  dropdown: 100,
  drawer: 200,
  modal: 300,
  toast: 400,
} as const;

/**
 * Status colours for every status a badge shows: balance, site, order and tracking.
 * Each pairs a text colour with a tinted background that keeps WCAG AA contrast.
 */
export const statusColors = {
  // balance
  Pending: { fg: '#7a5200', bg: '#fff4d6' },
  Approved: { fg: '#14652f', bg: '#e1f5e7' },
  Denied: { fg: '#a31d1d', bg: '#fde7e7' },
  // sites
  Connected: { fg: '#14652f', bg: '#e1f5e7' },
  Disconnected: { fg: '#7a5200', bg: '#fff4d6' },
  // orders
  pending_design: { fg: '#7a5200', bg: '#fff4d6' },
  pending: { fg: '#7a5200', bg: '#fff4d6' },
  processing: { fg: '#0b4f8a', bg: '#e2effb' },
  ready: { fg: '#0b5e5e', bg: '#ddf3f2' },
  in_production: { fg: '#5b2a86', bg: '#efe5f8' },
  fulfilled: { fg: '#14652f', bg: '#e1f5e7' },
  shipped: { fg: '#14652f', bg: '#e1f5e7' },
  on_hold: { fg: '#6b4e00', bg: '#fdf0c8' },
  cancelled: { fg: '#a31d1d', bg: '#fde7e7' },
  refunded: { fg: '#4a4f5c', bg: '#eceef2' },
  error: { fg: '#a31d1d', bg: '#fde7e7' },
  // trackings
  notfound: { fg: '#4a4f5c', bg: '#eceef2' },
  transit: { fg: '#0b4f8a', bg: '#e2effb' },
  pickup: { fg: '#5b2a86', bg: '#efe5f8' },
  delivered: { fg: '#14652f', bg: '#e1f5e7' },
  undelivered: { fg: '#7a5200', bg: '#fff4d6' },
  exception: { fg: '#a31d1d', bg: '#fde7e7' },
  expired: { fg: '#4a4f5c', bg: '#eceef2' },
  default: { fg: '#3a4150', bg: '#eceef2' },
} as const;

export type StatusName = keyof typeof statusColors;
