import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  makeProductTypes,
  productTypeFailure,
  productTypeHandlers,
  productTypeLoading,
} from '../mocks';
import { SupplierProductTypesScreen } from './SupplierProductTypesScreen';
import {
  expectCardRows,
  expectFitsPhone,
  expectLabelLines,
  phoneStory,
} from '../../test/phoneStory';

const meta = {
  title: 'Features/ProductTypes/SupplierProductTypesScreen',
  component: SupplierProductTypesScreen,
  parameters: { router: { route: '/product-types', path: '/product-types' } },
  globals: { role: 'Supplier' },
  beforeEach: ({ msw }) => msw.use(...productTypeHandlers()),
} satisfies Meta<typeof SupplierProductTypesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function rows(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('table', { name: 'Product types' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table);
}

/** A Supplier: their own active, non-personalized types, read-only. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const table = await rows(canvasElement);
    await expect(table.getByText('Classic T-Shirt')).toBeVisible();
    await expect(table.queryByText('Poster')).toBeNull();
    await expect(table.queryByText('Personalized Name Necklace')).toBeNull();
    await expect(table.queryByText('Youth Tee')).toBeNull();
    await expect(table.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

/** A Seller opens it too: every active non-personalized type. */
export const Seller: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    const table = await rows(canvasElement);
    await expect(table.getByText('Poster')).toBeVisible();
    await expect(table.queryByText('Personalized Name Necklace')).toBeNull();
  },
};

/** An Administrator opens it with the supplier filter (spec 2 §2: shown only to them). */
export const Administrator: Story = {
  globals: { role: 'Administrator' },
  parameters: { router: { route: '/product-types?supplier=40', path: '/product-types' } },
  play: async ({ canvasElement }) => {
    const table = await rows(canvasElement);
    await expect(table.getByText('Poster')).toBeVisible();
    await expect(table.queryByText('Classic T-Shirt')).toBeNull();
    await expect(within(canvasElement).getByRole('combobox', { name: 'Supplier' })).toBeVisible();
  },
};

/** Ten a page, the second page from the address. */
export const SecondPage: Story = {
  beforeEach: ({ msw }) => msw.use(...productTypeHandlers(makeProductTypes(13))),
  parameters: { router: { route: '/product-types?page=2', path: '/product-types' } },
  play: async ({ canvasElement }) => {
    const table = await rows(canvasElement);
    await expect(table.getAllByRole('row')).toHaveLength(4);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(productTypeLoading('ProductTypes')),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Product types' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...productTypeHandlers([])),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No active product types yet.'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) =>
    msw.use(productTypeFailure('ProductTypes', 'Product types are unavailable')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Product types are unavailable'),
    ).toBeVisible();
  },
};

/** On a phone (390 px) a Supplier's read-only types are cards of label: value lines. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await expectFitsPhone(canvasElement);
    const table = within(canvasElement).getByRole('table', { name: 'Product types' });
    const [card] = await expectCardRows(table);
    await expectLabelLines(card!, ['Title', 'SKU', 'Variants']);
    await expect(within(table).getByText('Classic T-Shirt')).toBeVisible();
  },
};
