import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { importHistoryFailure, orderImportsHandlers } from '../mocks';
import { ImportHistoryScreen } from './ImportHistoryScreen';

const meta = {
  title: 'Features/Order imports/ImportHistoryScreen',
  component: ImportHistoryScreen,
  parameters: { router: { route: '/orders/import-history', path: '/orders/import-history' } },
  globals: { role: 'Seller' },
  beforeEach: ({ msw }) => {
    msw.use(...orderImportsHandlers());
  },
} satisfies Meta<typeof ImportHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seller's imports of the last 7 days: file, site, done and failed, who, when, refused rows. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Import history' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(4));
    await expect(
      table.getByRole('button', { name: 'Download the refused rows of orders-27-november.csv' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search/ }), '26{Enter}');
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2));
  },
};

/** A Supplier imports nothing: told why. */
export const Supplier: Story = {
  globals: { role: 'Supplier' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Sellers import orders/)).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(importHistoryFailure('The history is unavailable right now'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The history is unavailable right now'),
    ).toBeVisible();
  },
};
