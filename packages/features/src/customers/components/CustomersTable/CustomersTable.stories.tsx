import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { customerFixtures } from '../../mocks';
import { CustomersTable } from './CustomersTable';

const meta = {
  title: 'Features/Customers/CustomersTable',
  component: CustomersTable,
  args: {
    customers: customerFixtures,
    total: customerFixtures.length,
    page: 1,
    onPageChange: fn(),
  },
} satisfies Meta<typeof CustomersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name links to the customer; Location is the country's name, else its code, else a dash. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement);
    await expect(table.getByRole('link', { name: 'Lukas Meyer' })).toHaveAttribute(
      'href',
      '/customers/2',
    );
    await expect(table.getByText('DE')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { customers: [], total: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { customers: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No customers yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { customers: [], total: 0, error: 'Customers are unavailable', onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Customers are unavailable')).toBeVisible();
  },
};
