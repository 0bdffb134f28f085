import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_TRACKING_FILTERS } from '../../screens/trackings/trackingFilter';
import { TrackingFilters } from './TrackingFilters';

const meta = {
  title: 'Features/Orders/TrackingFilters',
  component: TrackingFilters,
  args: {
    value: DEFAULT_TRACKING_FILTERS,
    onChange: fn(),
    today: '2026-11-25',
    sites: [
      { value: '11', label: 'Noah Tees' },
      { value: '12', label: 'Noah Mugs' },
    ],
  },
  parameters: { app: false },
} satisfies Meta<typeof TrackingFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An Administrator: search with its field, the site and the dates; Enter applies the search. */
export const Administrator: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /Site/ })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search/ }), 'N001001{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ search: 'N001001', field: 'all' }),
    );
  },
};

/** Others have no site filter (a Seller's and a Supporter's current site, a Supplier's orders). */
export const WithoutSites: Story = {
  args: { sites: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox', { name: /Site/ })).toBeNull();
  },
};
