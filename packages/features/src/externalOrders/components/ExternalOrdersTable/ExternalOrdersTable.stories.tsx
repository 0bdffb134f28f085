import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { makeExternalOrders } from '../../mocks';
import { ExternalOrdersTable } from './ExternalOrdersTable';

const meta = {
  title: 'Features/External orders/ExternalOrdersTable',
  component: ExternalOrdersTable,
  args: { orders: makeExternalOrders(8), total: 8, page: 1, onPageChange: fn() },
  parameters: { app: false },
} satisfies Meta<typeof ExternalOrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines of three shops: the shop's order number, product and variant, the personalized ones' print file. */
export const Filled: Story = {
  args: { actionsOf: () => [{ key: 'map', label: 'Mapping', onSelect: fn() }] },
  play: async ({ canvasElement }) => {
    const table = within(
      await within(canvasElement).findByRole('table', { name: 'External orders' }),
    );
    await expect(table.getAllByRole('row')).toHaveLength(9);
    await expect(table.getAllByText('Personalized')[1]).toBeVisible();
    await expect(table.getAllByRole('link', { name: 'Print file' })[0]).toHaveAttribute(
      'href',
      'https://files.example/robin.png',
    );
    await expect(table.getByText('#1100')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { orders: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No external orders: every shop order is mapped.'),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { orders: [], total: 0, error: 'External orders are unavailable right now', onRetry: fn() },
};
