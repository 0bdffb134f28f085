import { FETCH_ORDER_MESSAGES } from '@podoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FetchOrdersDrawer } from './FetchOrdersDrawer';
import { openDialog } from '../../../../../.storybook/play';

const meta = {
  title: 'UI/Orders/FetchOrdersDrawer',
  component: FetchOrdersDrawer,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    site: { title: 'Sam’s Shopify', platform: 'shopify' },
    today: '2026-11-28',
  },
  argTypes: {
    site: { control: false },
    progress: { control: false },
    submitError: { control: 'text' },
    result: { control: 'text' },
  },
  parameters: { docs: { story: { inline: false, height: '560px' } } },
} satisfies Meta<typeof FetchOrdersDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shopify: by ids only; ids that are not numbers get §5's example, good ones are sent. */
export const ShopifyByIds: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('heading', { name: 'Fetch Orders — Sam’s Shopify' })).toBeVisible();
    await expect(body.getByText(`${FETCH_ORDER_MESSAGES.rangeNotShopify}.`)).toBeVisible();
    const ids = body.getByRole('textbox', { name: /Order IDs/ });
    await userEvent.type(ids, '12a');
    await userEvent.click(body.getByRole('button', { name: 'Fetch' }));
    await expect(body.getByText(FETCH_ORDER_MESSAGES.idsInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(ids);
    await userEvent.type(ids, '123456,654321');
    await userEvent.click(body.getByRole('button', { name: 'Fetch' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      orderIds: '123456,654321',
      from: null,
      to: null,
    });
  },
};

/** WooCommerce offers the range too; the fetch's job runs, and Fetch waits for it. */
export const Fetching: Story = {
  args: {
    site: { title: 'Sam’s Woo', platform: 'woocommerce' },
    progress: { status: 'running', done: 3, total: 8 },
  },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('button', { name: /Range time/ })).toBeVisible();
    await expect(body.getByText('Fetching orders')).toBeVisible();
    await expect(body.getByRole('progressbar')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Fetch' })).toBeDisabled();
  },
};

/** Done: what it brought; a refusal of the server is shown as it came. */
export const Done: Story = {
  args: {
    progress: { status: 'done', done: 2, total: 2 },
    result: FETCH_ORDER_MESSAGES.done(1, 1, 0),
    submitError: undefined,
  },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByText(FETCH_ORDER_MESSAGES.done(1, 1, 0))).toBeVisible();
    await expect(body.getByRole('button', { name: 'Fetch' })).toBeEnabled();
  },
};
