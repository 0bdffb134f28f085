import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { makeCatalogType } from '../../mocks';
import { CatalogDetail } from './CatalogDetail';

const meta = {
  title: 'Features/Catalog/CatalogDetail',
  component: CatalogDetail,
  args: { type: makeCatalogType(), onExport: fn() },
} satisfies Meta<typeof CatalogDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a choice: the type's sku and the lowest costs ("from"); the free carrier reads Free. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('TEE')).toBeVisible();
    await expect(canvas.getByText('USPS $4.50, UPS Free')).toBeVisible();
    await expect(
      canvas.getByText('Choose an option of each attribute to see its variant.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

/** Black has no S: once Black is chosen S is disabled; Black and L show that variant. */
export const VariantChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const color = within(canvas.getByRole('group', { name: 'Color' }));
    const size = within(canvas.getByRole('group', { name: 'Size' }));
    await userEvent.click(color.getByRole('button', { name: 'Black' }));
    await expect(size.getByRole('button', { name: 'S' })).toBeDisabled();
    await userEvent.click(size.getByRole('button', { name: 'L' }));
    await expect(
      within(canvas.getByLabelText('Chosen variant')).getByText('TEE-BLACK-L'),
    ).toBeVisible();
  },
};

/** A type with no variant yet says so instead of asking for a choice nothing can meet. */
export const NoVariants: Story = {
  args: { type: makeCatalogType({ variants: [], totalVariant: 0, tag: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No variant of this product type can be ordered yet.'),
    ).toBeVisible();
    await expect(
      canvas.queryByText('Choose an option of each attribute to see its variant.'),
    ).toBeNull();
  },
};

/** The export running: its button busy. */
export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Export/ })).toBeDisabled();
  },
};
