import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderInfoDrawer } from './OrderInfoDrawer';

const meta = {
  title: 'UI/Orders/OrderInfoDrawer',
  component: OrderInfoDrawer,
  args: {
    open: true,
    onClose: fn(),
    orderId: 1041,
    shipping: {
      first_name: 'Anna',
      last_name: 'Nguyen',
      address1: '1200 Market Street',
      address2: 'Apt 4B',
      city: 'San Francisco',
      state: 'California',
      state_code: 'CA',
      zip: '94102',
      country: 'United States',
      country_code: 'US',
      phone: '+1 415 555 0100',
      method_title: 'Standard shipping',
    },
    total: 37.5,
  },
  argTypes: { shipping: { control: 'object' }, error: { control: 'text' } },
  parameters: { docs: { story: { inline: false, height: '480px' } } },
} satisfies Meta<typeof OrderInfoDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('heading', { name: 'Order info N001041' })).toBeVisible();
    await expect(body.getByText('San Francisco, California (CA) 94102')).toBeVisible();
    await expect(body.getByText('United States (US)')).toBeVisible();
    await expect(body.getByText('$37.50')).toBeVisible();
  },
};

/** An address with only the required fields: no empty lines. */
export const ShortAddress: Story = {
  args: {
    shipping: {
      first_name: 'Bruno',
      address1: 'Rua Augusta 10',
      state_code: 'SP',
      zip: '01305-000',
      country_code: 'BR',
    },
    total: 12,
  },
};

export const Loading: Story = {
  args: { shipping: null, total: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('status', { name: 'Loading order info' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { shipping: null, total: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement.ownerDocument.body).getByText('No shipping address'),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { shipping: null, total: null, error: 'Order not found', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('alert')).toHaveTextContent('Order not found');
    await userEvent.click(body.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
