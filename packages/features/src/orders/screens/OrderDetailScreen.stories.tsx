import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makeAddress, makeOrder, orderFailure, orderHandlers, orderLoading } from '../mocks';
import { OrderDetailScreen } from './OrderDetailScreen';
import { phoneStory, expectFitsPhone } from '../../test/phoneStory';

const PATH = '/orders/orders-manager/:id';
const same = makeOrder({ id: '1041' });
const shippedElsewhere = makeOrder({
  id: '1042',
  quantity: 3,
  shipping: makeAddress({
    id: '9',
    first_name: 'John',
    address1: '500 Ocean Drive',
    city: 'Miami',
  }),
});

const meta = {
  title: 'Features/Orders/OrderDetailScreen',
  component: OrderDetailScreen,
  parameters: { router: { route: '/orders/orders-manager/1041', path: PATH } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...orderHandlers([same, shippedElsewhere])),
} satisfies Meta<typeof OrderDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Administrator: the order with its shipping address the billing one. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Order N001041' })).toBeVisible();
    await expect(canvas.getByText('Same as billing address')).toBeVisible();
    await expect(canvas.getByLabelText('Line total')).toHaveTextContent('$49.00');
  },
};

export const OtherShippingAddress: Story = {
  parameters: { router: { route: '/orders/orders-manager/1042', path: PATH } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('500 Ocean Drive')).toBeVisible();
  },
};

/** A Seller reads their own site's order. */
export const Seller: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Order N001041' }),
    ).toBeVisible();
  },
};

/** A Supplier reads an order assigned to them (pending is not one they see: Order not found). */
export const Supplier: Story = {
  globals: { role: 'Supplier' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Order not found')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(orderLoading('Order')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading the order')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { router: { route: '/orders/orders-manager/999999', path: PATH } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Order not found')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(orderFailure('Order', 'Orders are unavailable')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Orders are unavailable')).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Order N001041' });
    await expectFitsPhone(canvasElement);
  },
};
