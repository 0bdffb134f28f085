import type { Meta, StoryObj } from '@storybook/react-vite';
import { PRODUCT_MESSAGES as M } from '@podoffice/domain';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { productMappingHandlers, shopProductsFailure, shopProductsLoading } from '../mappingMocks';
import { MappingProductsScreen } from './MappingProductsScreen';

const WOO = { route: '/sites/12/mapping-products', path: '/sites/:id/mapping-products' };

const meta = {
  title: 'Features/Products/MappingProductsScreen',
  component: MappingProductsScreen,
  parameters: { router: WOO },
  globals: { role: 'Seller' },
  beforeEach: ({ msw }) => msw.use(...productMappingHandlers()),
} satisfies Meta<typeof MappingProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function chooseCategory(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await within(canvasElement).findByRole('combobox', { name: 'Category' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

/**
 * §2: nothing is listed until a category is chosen (the info alert says so, the warning says what
 * a mapping does); on WooCommerce a Tag filter too. Load All lists every product not mapped yet
 * (5003 is mapped already: it is left out), 20 a page.
 */
export const ChooseACategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(M.mappingWarning)).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Shop products' });
    await expect(within(table).getByText(M.mappingInfo)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Tag' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Map Products' })).toBeDisabled();
    await chooseCategory(canvasElement, 'Load All');
    await expect(await within(table).findByText('Shop Tee 1')).toBeVisible();
    await expect(within(table).queryByText('Shop Tee 3')).toBeNull();
    await expect(within(table).getAllByRole('row')).toHaveLength(21);
    await expect(canvas.getByText('Total 23 items')).toBeVisible();
  },
};

/**
 * The whole wizard: two shop products of a category chosen, Map Products, two product types of
 * one category (step 1), their variants in a tab each with a price under the base cost refused
 * (§5) then set by the type's Price (step 2), Start Mapping: one job per product, each ending in
 * 'Successfuly to map product #{id}', and the mapped products leave the list.
 */
export const MapTwoProducts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCategory(canvasElement, 'Apparel');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select Shop Tee 1' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Shop Tee 5' }));
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Map Products' }));

    const types = within(await screen.findByRole('dialog', { name: 'Select Product Type' }));
    await expect(types.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(await types.findByRole('checkbox', { name: /Classic T-Shirt/ }));
    await userEvent.click(types.getByRole('checkbox', { name: /Hoodie/ }));
    await userEvent.click(types.getByRole('button', { name: 'Next' }));

    const variants = within(await screen.findByRole('dialog', { name: 'Variants' }));
    await expect(await variants.findByRole('tab', { name: 'Classic T-Shirt' })).toBeVisible();
    await expect(variants.getByRole('tab', { name: 'Hoodie' })).toBeVisible();
    const regular = variants.getByRole('textbox', { name: 'Regular price of TS-S' });
    await userEvent.clear(regular);
    await userEvent.type(regular, '1');
    await userEvent.click(variants.getByRole('button', { name: 'Start Mapping' }));
    await expect(await variants.findByText(/TS-S: Regular price must be at least/)).toBeVisible();
    await userEvent.click(variants.getByRole('button', { name: 'Price' }));
    const bulk = within(await screen.findByRole('dialog', { name: 'Update variants price' }));
    await userEvent.type(bulk.getByRole('textbox', { name: 'Regular Price' }), '30');
    await userEvent.click(bulk.getByRole('button', { name: 'Apply' }));
    await userEvent.click(variants.getByRole('button', { name: 'Remove TS-L' }));
    await userEvent.click(variants.getByRole('button', { name: 'Start Mapping' }));

    await waitFor(() => expect(screen.getByText(M.mapped('5001'))).toBeVisible(), {
      timeout: 10_000,
    });
    await waitFor(() => expect(screen.getByText(M.mapped('5005'))).toBeVisible(), {
      timeout: 10_000,
    });
    const table = canvas.getByRole('table', { name: 'Shop products' });
    await waitFor(() => expect(within(table).queryByText('Shop Tee 5')).toBeNull());
    await expect(within(table).queryByText('Shop Tee 1')).toBeNull();
    await expect(within(table).getByText('Shop Tee 7')).toBeVisible();
  },
};

/** A mapping the shop refuses ends in a toast with the product's name and the reason; it stays listed. */
export const AMappingFails: Story = {
  beforeEach: ({ msw }) => msw.use(...productMappingHandlers({ failing: '5002' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCategory(canvasElement, 'Home');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select Shop Mug 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Map Products' }));
    const types = within(await screen.findByRole('dialog', { name: 'Select Product Type' }));
    await userEvent.click(await types.findByRole('checkbox', { name: /Ceramic Mug/ }));
    await userEvent.click(types.getByRole('button', { name: 'Next' }));
    const variants = within(await screen.findByRole('dialog', { name: 'Variants' }));
    await userEvent.click(await variants.findByRole('button', { name: 'Start Mapping' }));
    await waitFor(() => expect(screen.getByText(/^Shop Mug 2: /)).toBeVisible(), {
      timeout: 10_000,
    });
    await expect(canvas.getByRole('checkbox', { name: 'Select Shop Mug 2' })).toBeVisible();
  },
};

/** The shop refuses the list: the table says why and Retry lists the products. */
export const ShopRefusesTheList: Story = {
  beforeEach: ({ msw }) =>
    msw.use(shopProductsFailure('The WooCommerce shop refused the request (HTTP 401)')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCategory(canvasElement, 'Home');
    await expect(
      await canvas.findByText('The WooCommerce shop refused the request (HTTP 401)'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Shop Mug 2')).toBeVisible();
  },
};

/** While the shop's products load: skeleton rows, nothing to select. A Shopify shop has no Tag filter. */
export const Loading: Story = {
  parameters: { router: { ...WOO, route: '/sites/11/mapping-products' } },
  beforeEach: ({ msw }) => msw.use(shopProductsLoading()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCategory(canvasElement, 'Apparel');
    await expect(canvas.getByRole('table', { name: 'Shop products' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('combobox', { name: 'Tag' })).toBeNull();
  },
};
