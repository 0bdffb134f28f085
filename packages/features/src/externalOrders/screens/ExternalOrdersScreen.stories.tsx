import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { EXTERNAL_ORDER_MESSAGES as M, FETCH_ORDER_MESSAGES as F } from '@podoffice/domain';
import { APP_LAYOUT_EMBEDDING, EmbeddingProvider } from '../../embed/embedding';
import { CURRENT_SITE_STORAGE_KEY } from '../../store/currentSite';
import { externalOrdersFailure, externalOrdersHandlers, externalOrdersLoading } from '../mocks';
import { AdminExternalOrdersScreen } from './AdminExternalOrdersScreen';
import { ExternalOrdersScreen } from './ExternalOrdersScreen';

const meta = {
  title: 'Features/External orders/ExternalOrdersScreen',
  component: ExternalOrdersScreen,
  parameters: { router: { route: '/orders/external', path: '/orders/external' } },
  globals: { role: 'Seller' },
  beforeEach: ({ msw }) => {
    msw.use(...externalOrdersHandlers());
    // The fixture Seller (id 2) works on their Shopify site.
    window.localStorage.setItem(`${CURRENT_SITE_STORAGE_KEY}.2`, '11');
    return () => window.localStorage.removeItem(`${CURRENT_SITE_STORAGE_KEY}.2`);
  },
} satisfies Meta<typeof ExternalOrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function rows(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: 'External orders' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, table: within(table) };
}

/** The Seller's current site's lines; Mapping one makes its order and takes it off the list. */
export const MapALine: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await rows(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'External Orders' })).toBeVisible();
    await expect(table.getAllByRole('row')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for external order 525' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mapping' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('combobox', { name: /Product type/ }));
    await userEvent.click(await dialog.findByRole('option', { name: 'Unisex Heavy Cotton Tee' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Black' }));
    await userEvent.click(dialog.getByRole('button', { name: 'L' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Map' }));
    await waitFor(() => expect(screen.getByText(M.mapped)).toBeVisible());
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(9));
  },
};

/**
 * Mapping to one of the seller's products (§7 createNewOrderWithProductId): its variant, whose
 * designs the order takes; the line leaves the list.
 */
export const MapALineToAProduct: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await rows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for external order 525' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mapping' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'One of the seller’s products' }));
    await userEvent.click(dialog.getByRole('combobox', { name: /^Product/ }));
    await userEvent.click(await dialog.findByRole('option', { name: 'Cat lover tee (CAT-TEE)' }));
    await userEvent.click(await dialog.findByRole('combobox', { name: /Variant/ }));
    await userEvent.click(
      await dialog.findByRole('option', {
        name: 'Unisex Heavy Cotton Tee: Black / M (CAT-TEE-BLA-M)',
      }),
    );
    await expect(dialog.getByText(/the order starts in processing/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Map' }));
    await waitFor(() => expect(screen.getByText(M.mapped)).toBeVisible());
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(9));
  },
};

/** Remove asks first, in the spec's words. */
export const RemoveALine: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await rows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for external order 525' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText(M.removeConfirm)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByText(M.removed(1))).toBeVisible());
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(9));
  },
};

/** Fetch Orders on the Shopify site: by ids; the job's progress, then what it brought. */
export const FetchOrders: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await rows(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Fetch Orders' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Fetch Orders' }));
    const drawer = within(await screen.findByRole('dialog'));
    await userEvent.type(drawer.getByRole('textbox', { name: /Order IDs/ }), '5100000001');
    await userEvent.click(drawer.getByRole('button', { name: 'Fetch' }));
    await waitFor(() => expect(drawer.getByText(F.done(0, 1, 0))).toBeVisible(), {
      timeout: 8000,
    });
  },
};

/** A Supporter sees every site's lines, with no current site to fetch from. */
export const Supporter: Story = {
  globals: { role: 'Supporter' },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await rows(canvasElement);
    await expect(table.getAllByRole('row')).toHaveLength(21);
    await expect(canvas.getByRole('button', { name: 'Fetch Orders' })).toBeDisabled();
  },
};

/** /admin/orders/external: every site's lines, no Fetch Orders. */
export const AdminList: Story = {
  globals: { role: 'Administrator' },
  parameters: { router: { route: '/admin/orders/external', path: '/admin/orders/external' } },
  render: () => <AdminExternalOrdersScreen />,
  play: async ({ canvasElement }) => {
    const { canvas, table } = await rows(canvasElement);
    await expect(table.getAllByRole('row')).toHaveLength(21);
    await expect(table.getAllByText('Other Shop')[0]).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Fetch Orders' })).toBeNull();
  },
};

/**
 * In the app's layout, whose title bar names the page: no title of its own; Fetch Orders stays, and
 * the table keeps its name.
 */
export const InAppLayout: Story = {
  decorators: [
    (Story) => (
      <EmbeddingProvider value={APP_LAYOUT_EMBEDDING}>
        <Story />
      </EmbeddingProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const { canvas, table } = await rows(canvasElement);
    await expect(table.getAllByRole('row')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Fetch Orders' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'External Orders' })).toBeNull();
  },
};

/** A Supplier is told what external orders are, and nothing is asked of the API. */
export const Supplier: Story = {
  globals: { role: 'Supplier' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/reach suppliers once they are mapped/),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(externalOrdersLoading());
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(externalOrdersFailure('External orders are unavailable right now'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('External orders are unavailable right now'),
    ).toBeVisible();
  },
};
