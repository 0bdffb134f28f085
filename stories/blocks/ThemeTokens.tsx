import type { CSSProperties, ReactNode } from 'react';
import { theme } from '@podoffice/ui';

// Every value below is read from the theme object the components use, so this page cannot drift
// from it: a token added to packages/ui/src/theme/tokens.ts shows up here on the next build.

const cell: CSSProperties = {
  padding: '6px 12px',
  borderBottom: `1px solid ${theme.colors.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
};

function TokenTable({
  caption,
  rows,
}: {
  caption: string;
  rows: { name: string; value: ReactNode; sample: ReactNode }[];
}) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', marginBottom: 24 }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>{caption}</caption>
      <thead>
        <tr>
          <th style={cell}>Token</th>
          <th style={cell}>Value</th>
          <th style={cell}>Sample</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td style={cell}>
              <code>{row.name}</code>
            </td>
            <td style={cell}>
              <code>{row.value}</code>
            </td>
            <td style={cell}>{row.sample}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const swatch = (background: string): CSSProperties => ({
  display: 'inline-block',
  width: 48,
  height: 24,
  borderRadius: theme.radii.sm,
  border: `1px solid ${theme.colors.border}`,
  background,
});

/** The colour tokens: `theme.colors`. */
export function ColorTokens() {
  return (
    <TokenTable
      caption="theme.colors"
      rows={Object.entries(theme.colors).map(([name, value]) => ({
        name,
        value,
        sample: <span style={swatch(value)} />,
      }))}
    />
  );
}

/** The badge colours of every status: `theme.statusColors`. */
export function StatusColorTokens() {
  return (
    <TokenTable
      caption="theme.statusColors"
      rows={Object.entries(theme.statusColors).map(([name, { fg, bg }]) => ({
        name,
        value: `${fg} on ${bg}`,
        sample: (
          <span
            style={{
              color: fg,
              background: bg,
              padding: '2px 8px',
              borderRadius: theme.radii.pill,
              fontSize: theme.fontSizes.xs,
            }}
          >
            {name}
          </span>
        ),
      }))}
    />
  );
}

/** Spacing, radii, shadows: the sizes of boxes. */
export function SizeTokens() {
  return (
    <>
      <TokenTable
        caption="theme.space"
        rows={Object.entries(theme.space).map(([name, value]) => ({
          name,
          value,
          sample: (
            <span
              style={{
                display: 'inline-block',
                width: value,
                height: 12,
                background: theme.colors.primary,
              }}
            />
          ),
        }))}
      />
      <TokenTable
        caption="theme.radii"
        rows={Object.entries(theme.radii).map(([name, value]) => ({
          name,
          value,
          sample: <span style={{ ...swatch(theme.colors.surfaceMuted), borderRadius: value }} />,
        }))}
      />
      <TokenTable
        caption="theme.shadows"
        rows={Object.entries(theme.shadows).map(([name, value]) => ({
          name,
          value,
          sample: (
            <span style={{ ...swatch(theme.colors.surface), border: 'none', boxShadow: value }} />
          ),
        }))}
      />
    </>
  );
}

/** The type scale: families, sizes and weights. */
export function TypeTokens() {
  return (
    <>
      <TokenTable
        caption="theme.fonts"
        rows={Object.entries(theme.fonts).map(([name, value]) => ({
          name,
          value,
          sample: <span style={{ fontFamily: value }}>Order #1024 shipped</span>,
        }))}
      />
      <TokenTable
        caption="theme.fontSizes"
        rows={Object.entries(theme.fontSizes).map(([name, value]) => ({
          name,
          value,
          sample: <span style={{ fontSize: value, fontFamily: theme.fonts.body }}>Balance</span>,
        }))}
      />
      <TokenTable
        caption="theme.fontWeights"
        rows={Object.entries(theme.fontWeights).map(([name, value]) => ({
          name,
          value,
          sample: <span style={{ fontWeight: value, fontFamily: theme.fonts.body }}>Balance</span>,
        }))}
      />
    </>
  );
}

/** Layout sizes and stacking order. */
export function LayoutTokens() {
  return (
    <>
      <TokenTable
        caption="theme.layout"
        rows={Object.entries(theme.layout).map(([name, value]) => ({
          name,
          value: String(value),
          sample: null,
        }))}
      />
      <TokenTable
        caption="theme.zIndices"
        rows={Object.entries(theme.zIndices).map(([name, value]) => ({
          name,
          value: String(value),
          sample: null,
        }))}
      />
    </>
  );
}
