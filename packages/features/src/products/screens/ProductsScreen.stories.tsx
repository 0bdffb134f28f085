import type { Meta, StoryObj } from '@storybook/react-vite';
import { PRODUCT_MESSAGES as M } from '@podoffice/domain';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CURRENT_SITE_STORAGE_KEY } from '../../store/currentSite';
import {
  makeProducts,
  productDeleteFailure,
  productsFailure,
  productsHandlers,
  productsLoading,
} from '../mocks';
import { ProductsScreen } from './ProductsScreen';

const meta = {
  title: 'Features/Products/ProductsScreen',
  component: ProductsScreen,
  parameters: { router: { route: '/products', path: '/products' } },
  globals: { role: 'Seller' },
  beforeEach: ({ msw }) => {
    msw.use(...productsHandlers());
    // The fixture Seller (id 2) works on their first site, as the title bar's selector keeps it.
    window.localStorage.setItem(`${CURRENT_SITE_STORAGE_KEY}.2`, '11');
    return () => window.localStorage.removeItem(`${CURRENT_SITE_STORAGE_KEY}.2`);
  },
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function rows(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = within(await canvas.findByRole('table', { name: 'Products' }));
  await waitFor(() => expect(table.getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, table, body: () => table.getAllByRole('row').slice(1) };
}

/**
 * Export Product: the modal titled Receiver Email (the user's own address first), then the job in
 * the page and §8's success once the link is mailed.
 */
export const ExportProduct: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await rows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export Product' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Receiver Email' }));
    await expect(dialog.getAllByRole('textbox')[0]).not.toHaveValue('');
    await userEvent.click(dialog.getByRole('button', { name: 'Export' }));
    const panel = await canvas.findByRole('region', { name: 'Exporting products' });
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Done'), {
      timeout: 10_000,
    });
    await waitFor(() => expect(screen.getByText(M.exported)).toBeVisible());
  },
};

/** A Seller's list follows their current site; no site filter; Delete but no Reset. */
export const SellerOnCurrentSite: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table, body } = await rows(canvasElement);
    await waitFor(() => expect(body()).toHaveLength(9));
    await expect(table.getAllByText('Sam’s Tees')).toHaveLength(9);
    await expect(canvas.queryByLabelText('Site')).toBeNull();
    await expect(table.getAllByText(/of 2$/).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Actions for product/ })[0]!);
    await expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await expect(screen.queryByRole('menuitem', { name: 'Reset print areas' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** An Administrator filters by site, product type and search; the address keeps them. */
export const AdministratorFilters: Story = {
  globals: { role: 'Administrator' },
  play: async ({ canvasElement }) => {
    const { canvas, table, body } = await rows(canvasElement);
    await waitFor(() => expect(body()).toHaveLength(20));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Product type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hoodie' }));
    await waitFor(() => expect(body()).toHaveLength(8));
    const search = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(search, 'Cat Nap{Enter}');
    await waitFor(() => expect(body()).toHaveLength(2));
    await expect(table.getAllByText(/^Cat Nap Hoodie/)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(body()).toHaveLength(20));
  },
};

/** Supporters read every product without an Actions column (§6). */
export const SupporterReads: Story = {
  globals: { role: 'Supporter' },
  play: async ({ canvasElement }) => {
    const { table } = await rows(canvasElement);
    await expect(table.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

/** Delete asks first ('This action cannot be undo'), offers the store too, then leaves the list. */
export const DeleteOnStore: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table, body } = await rows(canvasElement);
    const first = makeProducts().find((p) => p.productStore[0]!.site_id === '11')!;
    await userEvent.click(
      canvas.getByRole('button', { name: `Actions for product ${first.title}` }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText(M.deleteWarning)).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Delete it on the store too (Sam’s Tees)' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(M.deleted)).toBeVisible());
    await waitFor(() => expect(table.queryByText(first.title)).toBeNull());
    await waitFor(() => expect(body()).toHaveLength(8));
  },
};

/** The shop refuses the deletion: its reason shows and the product stays. */
export const DeleteRefusedByShop: Story = {
  beforeEach: ({ msw }) => {
    msw.use(productDeleteFailure('The Shopify shop refused the request (HTTP 401)'));
  },
  play: async ({ canvasElement }) => {
    const { canvas, body } = await rows(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Actions for product/ })[0]!);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByText('The Shopify shop refused the request (HTTP 401)')).toBeVisible(),
    );
    await expect(body()).toHaveLength(9);
  },
};

/** Update from site (§7 updateProductFromSite): the shop's texts again; §8's message names the title. */
export const UpdateFromSite: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await rows(canvasElement);
    const first = makeProducts()[0]!;
    await userEvent.click(
      canvas.getByRole('button', { name: `Actions for product ${first.title}` }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Update from site' }));
    await waitFor(() =>
      expect(screen.getByText(M.updatedFromSite(`${first.title} (shop)`))).toBeVisible(),
    );
    await expect(await table.findByText(`${first.title} (shop)`)).toBeVisible();
  },
};

/** The Administrator's Reset print areas: confirmed, then every design is gone. */
export const ResetPrintAreas: Story = {
  globals: { role: 'Administrator' },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await rows(canvasElement);
    const first = makeProducts()[0]!;
    const row = within(table.getByText(first.title).closest('tr')!);
    await expect(row.getByText('1 of 2')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: `Actions for product ${first.title}` }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Reset print areas' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByText(M.printAreasReset)).toBeVisible());
    await waitFor(() =>
      expect(within(table.getByText(first.title).closest('tr')!).getByText('0 of 2')).toBeVisible(),
    );
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(productsLoading()),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Products' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...productsHandlers([])),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No products on this site yet.'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(productsFailure('Products are unavailable right now')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Products are unavailable right now'),
    ).toBeVisible();
  },
};
