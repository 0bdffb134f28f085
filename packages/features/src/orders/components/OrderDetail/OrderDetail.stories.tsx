import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makeAddress, makeOrder } from '../../mocks';
import { OrderDetail, SAME_AS_BILLING } from './OrderDetail';

const meta = {
  title: 'Features/Orders/OrderDetail',
  component: OrderDetail,
  args: {
    order: makeOrder(),
    renderCustomerLink: (id, children) => <a href={`/customers/${id}`}>{children}</a>,
  },
  parameters: { app: false },
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shipping to the billing address: "Same as billing address". */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SAME_AS_BILLING)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Jane Doe' })).toHaveAttribute(
      'href',
      '/customers/501',
    );
    await expect(canvas.getByText('$24.50 x 2')).toBeVisible();
  },
};

export const OtherShippingAddress: Story = {
  args: {
    order: makeOrder({
      status: 'in_production',
      shipping: makeAddress({ id: '9', address1: '500 Ocean Drive', city: 'Miami' }),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('500 Ocean Drive')).toBeVisible();
  },
};

/** An order without customer or addresses (a CSV import can leave them out). */
export const Sparse: Story = {
  args: {
    order: makeOrder({ customer: null, billing: null, shipping: null, variant_image: null }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No customer')).toBeVisible();
    await expect(canvas.getAllByText('No address')).toHaveLength(2);
  },
};
