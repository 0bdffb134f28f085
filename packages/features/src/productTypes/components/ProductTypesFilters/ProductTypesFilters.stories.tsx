import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '@podoffice/ui';
import { controlledFilters } from '../../../shared/list/controlledFilters';
import { productTypeCategoryFixtures, productTypeSupplierFixtures } from '../../mocks';
import { DEFAULT_PRODUCT_TYPE_FILTERS, ProductTypesFilters } from './ProductTypesFilters';

const categories = productTypeCategoryFixtures.map((c) => ({ value: c.id, label: c.title }));
const suppliers = productTypeSupplierFixtures.map((s) => ({
  value: s.id,
  label: `${s.first_name} ${s.last_name} (${s.email})`,
}));

const meta = {
  title: 'Features/ProductTypes/ProductTypesFilters',
  component: ProductTypesFilters,
  render: controlledFilters(ProductTypesFilters),
  args: {
    value: DEFAULT_PRODUCT_TYPE_FILTERS,
    onChange: fn(),
    categories,
    suppliers,
    showSupplierFilter: true,
  },
  parameters: { app: false },
} satisfies Meta<typeof ProductTypesFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The full list's filters at their defaults, with Add New: Reset is off. */
export const Default: Story = {
  args: { actions: <Button variant="primary">Add New</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent('All Type');
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
  },
};

/** Filters in force: personalized types of a category and a supplier, and a search. */
export const Filtered: Story = {
  args: {
    value: { kind: 'personalized', categories: ['3'], supplierId: '40', search: 'blanket' },
  },
};

/** While the pickers load. */
export const LoadingPickers: Story = {
  args: { categories: [], suppliers: [], categoriesLoading: true, suppliersLoading: true },
};

/** Picking Personalized, a supplier and a search reports each; Reset goes back to the defaults. */
export const ChooseAndReset: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Personalized' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_PRODUCT_TYPE_FILTERS,
      kind: 'personalized',
    });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Supplier' }));
    await userEvent.click(await screen.findByRole('option', { name: /Penn Prints/ }));
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search product types' }),
      'tee{Enter}',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({
      kind: 'personalized',
      categories: [],
      supplierId: '40',
      search: 'tee',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(DEFAULT_PRODUCT_TYPE_FILTERS);
  },
};
