import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { makeSite, makeSites } from '../../mocks';
import { SitesTable } from './SitesTable';

const sites = makeSites();

const meta = {
  title: 'Features/Sites/Components/SitesTable',
  component: SitesTable,
  args: {
    sites: sites.slice(0, 20),
    total: sites.length,
    page: 1,
    onPageChange: fn(),
    onEdit: fn(),
    onDelete: fn(async () => undefined),
    onConnect: fn(async () => undefined),
    onUpdateWebhooks: fn(async () => undefined),
    onFetchVariants: fn(async () => undefined),
  },
} satisfies Meta<typeof SitesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Administrators and sellers: edit, delete, webhooks, fetch variants, reconnect of pending shops. */
export const Manager: Story = { args: { canManage: true, canFetchVariants: true } };

/** Supporters: the list with the connection marks, no actions. */
export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^(Edit|Delete|Connect) / })).toBeNull();
    await expect(canvas.getAllByRole('img', { name: /is connected$/ }).length).toBeGreaterThan(0);
  },
};

/** /egg/sites: only the fetch of product variants. */
export const FetchVariantsOnly: Story = { args: { canFetchVariants: true } };

/** Fetch product variants asks the spec's question first. */
export const FetchVariantsConfirmation: Story = {
  args: { canManage: true, canFetchVariants: true, sites: [makeSite()], total: 1 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Fetch product variants of Sunny Tees' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByText(MESSAGES.fetchVariantsConfirm)).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fetch' }));
    await expect(args.onFetchVariants).toHaveBeenCalledTimes(1);
  },
};

/** Delete asks first: it disables the site. */
export const DeleteConfirmation: Story = {
  args: { canManage: true, sites: [makeSite()], total: 1 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Sunny Tees' }));
    // The dialog fades in: wait until it shows.
    await waitFor(() =>
      expect(screen.getByRole('alertdialog', { name: 'Delete this site?' })).toBeVisible(),
    );
  },
};

/** A pending shop: the disconnect icon restarts its authorisation. */
export const PendingShop: Story = {
  args: {
    canManage: true,
    sites: [makeSite({ verified: false, webhooks: [] })],
    total: 1,
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Connect Sunny Tees' }),
    );
    await expect(args.onConnect).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { sites: [], total: 0, loading: true } };
export const Empty: Story = { args: { sites: [], total: 0 } };
export const LoadError: Story = {
  args: { sites: [], total: 0, error: 'Sites are unavailable right now', onRetry: fn() },
};
