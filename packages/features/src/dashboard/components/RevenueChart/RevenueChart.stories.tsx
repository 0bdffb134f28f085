import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { makeSupplierStats } from '../../mocks';
import { RevenueChart, type RevenuePoint } from './RevenueChart';

const pointsOf = (from: string, to: string, empty = false): RevenuePoint[] =>
  makeSupplierStats(from, to, empty).aggregations.period.buckets.map((b) => ({
    key: b.key,
    label: b.key_as_string,
    revenue: b.revenue.value,
  }));

const meta = {
  title: 'Features/Dashboard/RevenueChart',
  component: RevenueChart,
  args: { points: pointsOf('2026-02-19', '2026-03-20') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RevenueChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 30 days by week (§9), drawn on a canvas; the figures are in the table under it for screen readers. */
export const ByWeek: Story = {
  play: async ({ canvasElement }) => {
    // uPlot draws from an effect, after the first render.
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
    const table = within(canvasElement).getByRole('table', { name: 'Revenue by period' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
  },
};

/** Under 15 days: by day, labelled 'DD MM YYYY'; the last label is whole, not cut by the edge. */
export const ByDay: Story = {
  args: { points: pointsOf('2026-03-14', '2026-03-20') },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('rowheader', { name: '14 03 2026' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
    await expect(inkAtRightEdgeOfAxis(canvasElement.querySelector('canvas')!)).toBe(false);
  },
};

/**
 * Whether anything is drawn in the last few pixel columns of the x axis (under the plot): a label
 * centred on the plot's right edge runs off the canvas there.
 */
function inkAtRightEdgeOfAxis(canvas: HTMLCanvasElement): boolean {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const axisHeight = Math.round(40 * window.devicePixelRatio);
  const columns = Math.round(4 * window.devicePixelRatio);
  const { data } = context.getImageData(
    canvas.width - columns,
    canvas.height - axisHeight,
    columns,
    axisHeight,
  );
  return data.some((value, i) => i % 4 === 3 && value > 0);
}

/** Over 60 days: by month, labelled 'MM YYYY'. */
export const ByMonth: Story = {
  args: { points: pointsOf('2025-04-01', '2026-03-20') },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('rowheader', { name: '04 2025' }),
    ).toBeInTheDocument();
  },
};

/** No orders in the range: a flat line at $0. */
export const Empty: Story = {
  args: { points: pointsOf('2026-02-19', '2026-03-20', true) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('$0.00')).toHaveLength(5);
  },
};

export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(390);
  },
};
