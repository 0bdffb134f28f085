import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopProductTypesTable, type TopProductTypeRow } from './TopProductTypesTable';

const titles = [
  'Classic Tee',
  'Hoodie',
  'Mug 11oz',
  'Tote Bag',
  'Poster',
  'Phone Case',
  'Canvas',
  'Sticker',
  'Blanket',
  'Cap',
];
const rows: TopProductTypeRow[] = titles.map((title, i) => ({
  id: String(i + 1),
  title,
  sku: `PT${i + 1}`,
  suppliers: i % 3 === 0 ? ['Priya Nair', 'Color Ecommerce'] : ['Priya Nair'],
  categories: i % 2 === 0 ? ['Apparel'] : ['Home', 'Gifts'],
  totalOrder: 1400 - i * 120,
}));

const meta = {
  title: 'UI/Data/TopProductTypesTable',
  component: TopProductTypesTable,
  args: { rows },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.maxWidth ?? 860 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopProductTypesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .filter((r) => r.closest('tbody'));

/** The top 10, five a page: the second page holds the sixth to the tenth. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Total Order' })).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(5);
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Classic Tee');
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Priya Nair, Color Ecommerce');
    await userEvent.click(canvas.getByRole('button', { name: /page 2/i }));
    await expect(bodyRows(canvasElement)).toHaveLength(5);
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Phone Case');
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('800');
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No orders in this range')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { error: 'The figures could not be loaded', onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The figures could not be loaded')).toBeVisible();
  },
};

/** On a phone each product type is a card of label: value lines. */
export const Phone: Story = {
  args: { rows: rows.slice(0, 3) },
  parameters: { viewport: { defaultViewport: 'mobile1' }, maxWidth: 390 },
  play: async ({ canvasElement }) => {
    const [first] = bodyRows(canvasElement);
    await expect(getComputedStyle(first!).display).toBe('block');
  },
};
