import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SupplierAmounts } from './SupplierAmounts';

const meta = {
  title: 'Features/Dashboard/SupplierAmounts',
  component: SupplierAmounts,
  args: { revenue: 955, orders: 80, pending: 2450.5, approved: 9120.75 },
} satisfies Meta<typeof SupplierAmounts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const amounts = within(canvasElement);
    await expect(amounts.getByText('$2,450.50')).toBeVisible();
    await expect(amounts.getByText('80 orders in the range')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loadingRevenue: true, loadingTransactions: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading Pending')).toBeInTheDocument();
  },
};

/** Nothing in the range and nothing owed. */
export const Empty: Story = {
  args: { revenue: 0, orders: 0, pending: 0, approved: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('$0.00')).toHaveLength(3);
  },
};

/** A failed load leaves dashes (the screen shows the message once, beside the chart). */
export const Unknown: Story = {
  args: { revenue: undefined, orders: undefined, pending: undefined, approved: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('—')).toHaveLength(3);
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
