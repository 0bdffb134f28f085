import { formatMoney } from '@podoffice/domain';
import { useEffect, useRef } from 'react';
import { usePodTheme, type PodTheme } from '@podoffice/ui';
import type uPlot from 'uplot';
import { Figure, Plot, Caption, HiddenTable } from './RevenueChart.styles';

/** One period of the series. */
export interface RevenuePoint {
  /** The period's first moment (ISO 8601), unique in the series. */
  key: string;
  /** The period's label: 'MM YYYY' by month, else 'DD MM YYYY'. */
  label: string;
  /** What the supplier is paid for the period's orders, in dollars. */
  revenue: number;
}

export interface RevenueChartProps {
  /** The periods, first to last. */
  points: RevenuePoint[];
  /** The chart's caption. */
  title?: string;
  /** Height of the plot in pixels. */
  height?: number;
}

// Every few periods a label, so months over years and days over two weeks both stay readable.
const LABEL_STEPS = [1, 2, 3, 4, 6, 8, 12, 24];

/**
 * Room right of the plot, in pixels: the last period's label is centred on the plot's right edge,
 * and half of 'DD MM YYYY' (about 70 px wide) would be cut off by the canvas ('23 11 202').
 */
const LAST_LABEL_ROOM = 44;

/** The chart itself, once uPlot is loaded. */
function draw(
  UPlot: typeof uPlot,
  el: HTMLDivElement,
  {
    points,
    height,
    title,
    theme,
  }: { points: RevenuePoint[]; height: number; title: string; theme: PodTheme },
): uPlot {
  const label = (value: number) => (Number.isInteger(value) ? (points[value]?.label ?? '') : '');
  return new UPlot(
    {
      width: el.clientWidth || 600,
      height,
      legend: { show: false },
      padding: [12, LAST_LABEL_ROOM, 0, 0],
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false }, y: { range: (_u, min, max) => [0, Math.max(max, 1)] } },
      axes: [
        {
          incrs: LABEL_STEPS,
          space: 70,
          values: (_u, splits) => splits.map(label),
          stroke: theme.colors.textMuted,
          grid: { show: false },
        },
        {
          size: 80,
          values: (_u, splits) => splits.map((v) => formatMoney(v)),
          stroke: theme.colors.textMuted,
          grid: { stroke: theme.colors.skeleton },
        },
      ],
      series: [
        {},
        {
          label: title,
          stroke: theme.colors.primary,
          // 20% of the line's colour under it (8-digit hex: the theme's colours are #rrggbb).
          fill: `${theme.colors.primary}33`,
          width: 2,
          points: { show: points.length <= 31 },
        },
      ],
    },
    [points.map((_, i) => i), points.map((p) => p.revenue)],
    el,
  );
}

/**
 * The supplier dashboard's revenue series, drawn by uPlot on a canvas. The same figures
 * are in a table that screen readers (and tests) read, since a canvas says nothing.
 */
export function RevenueChart({ points, title = 'Revenue', height = 260 }: RevenueChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const theme = usePodTheme();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let stopped = false;
    // uPlot is loaded when a chart is drawn, not when this module is: it reads the window
    // (matchMedia) as it loads, which a server render or a test DOM does not have. Where it cannot
    // load or draw, the table below still carries every figure.
    import('uplot')
      .then(({ default: UPlot }) => {
        if (stopped) return;
        plot = draw(UPlot, el, { points, height, title, theme });
        // The plot follows its column's width (the dashboard reflows on a phone).
        observer = new ResizeObserver(() => plot?.setSize({ width: el.clientWidth, height }));
        observer.observe(el);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [points, height, title, theme]);

  return (
    <Figure>
      <Caption>{title}</Caption>
      <Plot ref={ref} aria-hidden="true" style={{ height }} />
      <HiddenTable>
        <caption>{title} by period</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.key}>
              <th scope="row">{p.label}</th>
              <td>{formatMoney(p.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </HiddenTable>
    </Figure>
  );
}
