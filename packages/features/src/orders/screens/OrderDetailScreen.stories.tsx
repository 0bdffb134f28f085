import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDER_MESSAGES } from '@podoffice/domain';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  makeAddress,
  makeOrder,
  orderChangeFailure,
  orderFailure,
  orderHandlers,
  orderLoading,
} from '../mocks';
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

const processing = makeOrder({ id: '1046', status: 'processing' });

const meta = {
  title: 'Features/Orders/OrderDetailScreen',
  component: OrderDetailScreen,
  parameters: { router: { route: '/orders/orders-manager/1041', path: PATH } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...orderHandlers([same, shippedElsewhere, processing])),
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

const toolbar = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('toolbar', { name: 'Order actions' }));

async function expectToast(message: string) {
  await waitFor(() => expect(screen.getByText(message)).toBeVisible(), { timeout: 5000 });
}

/** Administrator: the status changes above the detail; Pause answers with its toast, then Resume. */
export const AdministratorPause: Story = {
  parameters: { router: { route: '/orders/orders-manager/1046', path: PATH } },
  play: async ({ canvasElement }) => {
    const actions = await toolbar(canvasElement);
    await expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Pause',
      'Cancel',
      'Refresh order',
    ]);
    await userEvent.click(actions.getByRole('button', { name: 'Pause' }));
    await expectToast(ORDER_MESSAGES.paused);
    await expect(await actions.findByRole('button', { name: 'Resume' })).toBeVisible();
  },
};

/** Cancel asks first, then cancels. */
export const AdministratorCancel: Story = {
  parameters: { router: { route: '/orders/orders-manager/1046', path: PATH } },
  play: async ({ canvasElement }) => {
    const actions = await toolbar(canvasElement);
    await userEvent.click(actions.getByRole('button', { name: 'Cancel' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Cancel order N001046?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await expectToast(ORDER_MESSAGES.cancelled);
    await expect(await within(canvasElement).findByText('Cancelled')).toBeVisible();
  },
};

/** A refused change: the server's message, and the order as it was. */
export const ChangeRefused: Story = {
  parameters: { router: { route: '/orders/orders-manager/1046', path: PATH } },
  beforeEach: ({ msw }) => {
    msw.use(orderChangeFailure('PauseOrder', 'Order not found'));
  },
  play: async ({ canvasElement }) => {
    const actions = await toolbar(canvasElement);
    await userEvent.click(actions.getByRole('button', { name: 'Pause' }));
    await expectToast('Order not found');
    await expect(actions.getByRole('button', { name: 'Pause' })).toBeVisible();
  },
};
