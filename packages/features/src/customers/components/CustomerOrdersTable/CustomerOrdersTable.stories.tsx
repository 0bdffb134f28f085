import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { customerOrderFixtures } from '../../mocks';
import { CustomerOrdersTable } from './CustomerOrdersTable';

const orders = customerOrderFixtures['1']!;

const meta = {
  title: 'Features/Customers/CustomerOrdersTable',
  component: CustomerOrdersTable,
  args: { orders, total: orders.length, page: 1, onPageChange: fn() },
} satisfies Meta<typeof CustomerOrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each order links to its page; money with $, dates as DD MMM YYYY, HH:mm:ss (§9). */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement);
    await expect(table.getByRole('link', { name: 'N001002' })).toHaveAttribute(
      'href',
      '/orders/orders-manager/1002',
    );
    await expect(table.getByText('$39.99')).toBeVisible();
    await expect(table.getByText('05 Oct 2026, 10:30:00')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { orders: [], total: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { orders: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This customer has no orders yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { orders: [], total: 0, error: 'Orders are unavailable', onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Orders are unavailable')).toBeVisible();
  },
};
