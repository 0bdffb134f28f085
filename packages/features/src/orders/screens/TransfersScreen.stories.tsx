import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { TRANSFER_MESSAGES } from '@podoffice/domain';
import { apiLink, graphqlError, neverResolves } from '../../shared/msw';
import { orderHandlers, transferHandlers } from '../mocks';
import { TransfersScreen } from './TransfersScreen';

const meta = {
  title: 'Features/Orders/TransfersScreen',
  component: TransfersScreen,
  parameters: { router: { route: '/orders/tranfers', path: '/orders/tranfers' } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => {
    msw.use(...orderHandlers(), ...transferHandlers());
  },
} satisfies Meta<typeof TransfersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvas: ReturnType<typeof within>, field: string, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: new RegExp(field) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The statistics of every supplier's orders per type and status, 20 a page. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Orders by supplier' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13));
    await expect(canvas.getByRole('form', { name: 'Transfer orders' })).toBeVisible();
  },
};

/** §5: nothing chosen is refused before anything is sent, in the spec's words. */
export const RequiredMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Please select all required information')).toBeVisible();
  },
};

/** §5: the same supplier on both sides ('Form supplier is not same to supplier'). */
export const SameSupplierMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvas, 'Product type', 'Classic T-Shirt');
    await choose(canvas, 'From supplier', 'Sue Supplier');
    await choose(canvas, 'To supplier', 'Sue Supplier');
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Order amount/ }), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Form supplier is not same to supplier')).toBeVisible();
  },
};

/** A transfer of 4 orders: the statistics follow (the list reads again). */
export const Transfer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvas, 'Product type', 'Classic T-Shirt');
    await choose(canvas, 'From supplier', 'Sue Supplier');
    await choose(canvas, 'To supplier', 'Other Supplier');
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Order amount/ }), '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('4 orders transferred')).toBeVisible();
  },
};

/** The server refuses: §8's 'Tranfer Orders Fail' with its message. */
export const TransferFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      apiLink().mutation('TransferOrders', () => graphqlError(TRANSFER_MESSAGES.notEnough(3))),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvas, 'Product type', 'Classic T-Shirt');
    await choose(canvas, 'From supplier', 'Sue Supplier');
    await choose(canvas, 'To supplier', 'Other Supplier');
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Order amount/ }), '40');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Tranfer Orders Fail')).toBeVisible();
    await expect(screen.getByText(TRANSFER_MESSAGES.notEnough(3))).toBeVisible();
  },
};

/** §8: the statistics fail to load ('Get List Orders Fail'), with Retry. */
export const StatsLoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(apiLink().query('SupplierOrderStats', () => graphqlError('Unavailable')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Get List Orders Fail')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const StatsLoading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(apiLink().query('SupplierOrderStats', neverResolves));
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Orders by supplier' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};
