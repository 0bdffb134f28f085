import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_ORDER_FILTERS } from '../../screens/orderFilter';
import { OrderFilters } from './OrderFilters';

const options = (names: string[]) => names.map((label, i) => ({ value: String(i + 1), label }));

const meta = {
  title: 'Features/Orders/OrderFilters',
  component: OrderFilters,
  args: {
    view: 'internal',
    value: DEFAULT_ORDER_FILTERS,
    onChange: fn(),
    today: '2026-11-25',
    productTypes: options(['Classic T-Shirt', 'Ceramic Mug']),
    suppliers: options(['Sue Supplier', 'Color Ecommerce']),
    sellers: options(['Sam Seller (#2)']),
    sites: options(['Sam Prints', 'Sam Prints Woo']),
  },
  parameters: { app: false },
} satisfies Meta<typeof OrderFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Administrator and Supporter: the bar and the More filters popover with supplier, seller and site. */
export const Staff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /^More filters/ }));
    const more = within(canvas.getByRole('dialog', { name: 'More filters' }));
    await expect(more.getByText('Supplier')).toBeVisible();
    await expect(more.getByText('Seller')).toBeVisible();
    await expect(more.getByText('Site')).toBeVisible();
  },
};

/** A search applies on Enter; Reset gives the defaults back, keeping the tab. */
export const Filled: Story = {
  args: {
    value: { ...DEFAULT_ORDER_FILTERS, tab: 'ready', search: '#1042', field: 'origin_number' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search orders' });
    await expect(box).toHaveValue('#1042');
    await userEvent.clear(box);
    await userEvent.type(box, 'N0{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ search: 'N0', field: 'origin_number', tab: 'ready' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_ORDER_FILTERS,
      tab: 'ready',
    });
  },
};

/** A Seller: no More filters. */
export const Seller: Story = {
  args: { view: 'seller' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^More filters/ })).toBeNull();
  },
};

/** A Supplier: no More filters, and no Shipping Method among the search fields. */
export const Supplier: Story = {
  args: { view: 'supplier' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^More filters/ })).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search by' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('option', { name: 'POD Order ID' })).toBeVisible();
    await expect(body.queryByRole('option', { name: 'Shipping Method' })).toBeNull();
  },
};

/** The choices still loading. */
export const LoadingChoices: Story = {
  args: { choicesLoading: true, productTypes: [] },
};

/** No product types to choose from. */
export const EmptyChoices: Story = {
  args: { productTypes: [], suppliers: [], sellers: [], sites: [] },
};
