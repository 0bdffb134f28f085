import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PRODUCT_TYPE_MESSAGES } from '@podoffice/domain';
import { catalogFailure, catalogHandlers, catalogLoading, makeCatalogType } from '../mocks';
import { CatalogDetailScreen } from './CatalogDetailScreen';

const meta = {
  title: 'Features/Catalog/CatalogDetailScreen',
  component: CatalogDetailScreen,
  parameters: { router: { route: '/catalog/1', path: '/catalog/:id' } },
  globals: { role: 'Seller' },
  beforeEach: ({ msw }) => msw.use(...catalogHandlers()),
} satisfies Meta<typeof CatalogDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The picker: Red has no L, so once Red is chosen L is disabled; Red and M make a variant, whose
 * sku, price and shipping show.
 */
export const PickVariant: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Classic T-Shirt' });
    const color = within(canvas.getByRole('group', { name: 'Color' }));
    const size = within(canvas.getByRole('group', { name: 'Size' }));
    await expect(canvas.getByText('TEE')).toBeVisible();
    await userEvent.click(color.getByRole('button', { name: 'Red' }));
    await expect(size.getByRole('button', { name: 'L' })).toBeDisabled();
    await userEvent.click(size.getByRole('button', { name: 'M' }));
    const chosen = within(canvas.getByLabelText('Chosen variant'));
    await expect(chosen.getByText('TEE-RED-M')).toBeVisible();
    await expect(chosen.getByText('$25.99')).toBeVisible();
    await expect(chosen.getByText('$4.50')).toBeVisible();
  },
};

/** A type with no variant yet: it says so instead of asking for options. */
export const Empty: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      ...catalogHandlers(undefined, makeCatalogType({ variants: [], totalVariant: 0, tag: null })),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Classic T-Shirt' });
    await expect(
      canvas.getByText('No variant of this product type can be ordered yet.'),
    ).toBeVisible();
    await expect(
      canvas.queryByText('Choose an option of each attribute to see its variant.'),
    ).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(catalogLoading('CatalogProductType')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Loading the product type'),
    ).toBeVisible();
  },
};

/** An unknown id: the server's message with Retry. */
export const NotFound: Story = {
  parameters: { router: { route: '/catalog/999', path: '/catalog/:id' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(PRODUCT_TYPE_MESSAGES.notFound)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => msw.use(catalogFailure('CatalogProductType', 'Server unavailable')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Server unavailable')).toBeVisible();
  },
};
