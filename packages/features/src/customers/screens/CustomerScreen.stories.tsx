import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CUSTOMER_NOT_FOUND, customerFailure, customerHandlers, customerLoading } from '../mocks';
import { CustomerScreen } from './CustomerScreen';
import { expectFitsPhone, phoneStory } from '../../test/phoneStory';

const meta = {
  title: 'Features/Customers/CustomerScreen',
  component: CustomerScreen,
  parameters: { router: { route: '/customers/1', path: '/customers/:id' } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...customerHandlers()),
} satisfies Meta<typeof CustomerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Jane Doe' });
  const orders = await canvas.findByRole('table', { name: 'Customer orders' });
  await waitFor(() => expect(within(orders).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, orders: within(orders) };
}

/** Administrator: contact card, the three stats, the orders linking to their pages. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, orders } = await loaded(canvasElement);
    await expect(canvas.getByText('$88.49')).toBeVisible();
    await expect(canvas.getByText('$29.50')).toBeVisible();
    await expect(orders.getByRole('link', { name: 'N001001' })).toHaveAttribute(
      'href',
      '/orders/orders-manager/1001',
    );
    await expect(canvas.getByRole('link', { name: 'Customers' })).toBeVisible();
  },
};

/** The Outbox tab: nothing is kept yet, and it says so. */
export const Outbox: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Outbox' }));
    await expect(await canvas.findByText('No messages')).toBeVisible();
  },
};

/** A customer without orders: zero stats and an empty Orders tab. */
export const NoOrders: Story = {
  parameters: { router: { route: '/customers/3', path: '/customers/:id' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This customer has no orders yet.')).toBeVisible();
  },
};

/** A Seller reaches a customer of theirs from an order: no Customers breadcrumb. */
export const Seller: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Customers' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(customerLoading('CustomerById')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Loading the customer'),
    ).toBeInTheDocument();
  },
};

export const NotFoundCustomer: Story = {
  parameters: { router: { route: '/customers/999', path: '/customers/:id' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(CUSTOMER_NOT_FOUND)).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(customerFailure('CustomerById', 'Customers are unavailable')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Customers are unavailable')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const OrdersError: Story = {
  beforeEach: ({ msw }) => msw.use(customerFailure('OrdersByCustomer', 'Orders are unavailable')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Orders are unavailable')).toBeVisible();
  },
};

/** On a phone (390 px): the card, the stats and the orders as cards fit. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expectFitsPhone(canvasElement);
  },
};
