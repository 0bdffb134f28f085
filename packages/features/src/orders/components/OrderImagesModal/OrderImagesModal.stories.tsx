import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { makeOrders } from '../../mocks';
import { OrderImagesModal } from './OrderImagesModal';
import { openDialog } from '../../../../../../.storybook/play';

const order = makeOrders(1)[0]!;
const withMockups = {
  ...order,
  print_files: [
    { id: '1', file_id: '77', mockup: order.variant_image },
    { id: '2', file_id: '78', mockup: `${order.variant_image}?back` },
  ],
};

const meta = {
  title: 'Features/Orders/OrderImagesModal',
  component: OrderImagesModal,
  args: { order: withMockups, onClose: fn(), imageBaseUrl: '/files' },
  argTypes: { order: { control: false } },
  parameters: { docs: { story: { inline: false, height: '600px' } } },
} satisfies Meta<typeof OrderImagesModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product image, then each mockup once (the front mockup repeats the product image). */
export const ProductAndMockups: Story = {
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByText('1 / 2')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Next' }));
    await expect(body.getByText('2 / 2')).toBeVisible();
  },
};

/** An order with its product image only: no Previous or Next. */
export const ProductImageOnly: Story = {
  args: { order: { ...order, print_files: [] } },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};

/** An order with no picture at all says so. */
export const NoImages: Story = {
  args: { order: { ...order, variant_image: null, print_files: [] } },
  play: async ({ canvasElement }) => {
    await expect((await openDialog(canvasElement)).getByText('No images')).toBeVisible();
  },
};

/** No order chosen: nothing shows. */
export const Closed: Story = { args: { order: undefined } };
