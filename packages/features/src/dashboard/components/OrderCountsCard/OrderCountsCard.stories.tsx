import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderCountsCard } from './OrderCountsCard';

const meta = {
  title: 'Features/Dashboard/OrderCountsCard',
  component: OrderCountsCard,
  args: {
    title: 'Internal Order',
    counts: [
      { key: 'all', label: 'All', count: 1234567, to: '/orders' },
      { key: 'pending', label: 'Pending', count: 410, to: '/orders?tab=pending' },
      { key: 'error', label: 'Error', count: 0, to: '/orders?tab=error' },
    ],
  },
} satisfies Meta<typeof OrderCountsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each count is a link named by its text, with thousands separators. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('link', { name: 'All 1,234,567' })).toHaveAttribute(
      'href',
      '/orders',
    );
    await expect(card.getByRole('link', { name: 'Error 0' })).toBeVisible();
  },
};

/** The External Order card: one count. */
export const Single: Story = {
  args: {
    title: 'External Order',
    counts: [{ key: 'all', label: 'All', count: 58, to: '/orders/external' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};
