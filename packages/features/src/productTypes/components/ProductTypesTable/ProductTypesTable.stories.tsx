import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { productTypeFixtures } from '../../mocks';
import { ProductTypesTable } from './ProductTypesTable';

const actions = { onClone: fn(), onDelete: fn(), onToggleState: fn() };

const meta = {
  title: 'Features/ProductTypes/ProductTypesTable',
  component: ProductTypesTable,
  args: {
    productTypes: productTypeFixtures,
    total: productTypeFixtures.length,
    page: 1,
    onPageChange: fn(),
  },
  // Edit and Variants navigate: the router shows where they went.
  parameters: { router: { route: '/admin/product-types', path: '/admin/product-types' } },
} satisfies Meta<typeof ProductTypesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Supporter's or a Supplier's view: the types, no Actions column. */
export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement);
    await expect(table.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await expect(table.getByText('MUG15')).toBeVisible();
    await expect(table.getByText('Paused')).toBeVisible();
  },
};

/** Administrator and Listing: Clone, Edit, Variants, Pause or Resume and Delete in each row's menu. */
export const Managed: Story = {
  args: { actions },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement);
    await userEvent.click(table.getByRole('button', { name: 'Actions for product type Hoodie' }));
    await expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Clone',
      'Edit',
      'Variants',
      'Pause',
      'Delete',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Pause' }));
    await expect(actions.onToggleState).toHaveBeenCalledWith(
      expect.objectContaining({ sku: 'HOOD' }),
    );
    await userEvent.click(
      table.getByRole('button', { name: 'Actions for product type Youth Tee' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Resume' }));
    await expect(actions.onToggleState).toHaveBeenCalledWith(
      expect.objectContaining({ state: 'paused' }),
    );
    await userEvent.click(table.getByRole('button', { name: 'Actions for product type Tank Top' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Clone' }));
    await expect(actions.onClone).toHaveBeenCalledWith(expect.objectContaining({ sku: 'TT' }));
  },
};

/** Edit goes to the type's form (its screen is built later). */
export const EditNavigates: Story = {
  args: { actions },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement);
    await userEvent.click(table.getByRole('button', { name: 'Actions for product type Poster' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Variants' }));
    await expect(
      await within(canvasElement).findByText('Navigated to /admin/product-types/7/variants'),
    ).toBeVisible();
  },
};

/** The supplier view: 10 a page. */
export const SupplierPage: Story = {
  args: { productTypes: productTypeFixtures.slice(0, 10), total: 26, page: 2, pageSize: 10 },
};

export const Loading: Story = { args: { productTypes: [], total: 0, loading: true } };
export const Empty: Story = { args: { productTypes: [], total: 0 } };
export const Failed: Story = {
  args: {
    productTypes: [],
    total: 0,
    error: 'Product types are unavailable right now',
    onRetry: fn(),
  },
};
