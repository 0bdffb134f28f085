import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShareList, type ShareItem } from './ShareList';

/** The supplier dashboard's top 10 product types and the rest. */
const topTen: ShareItem[] = [
  ['Classic Tee', 412],
  ['Hoodie', 260],
  ['Mug 11oz', 198],
  ['Tote Bag', 120],
  ['Poster', 96],
  ['Phone Case', 81],
  ['Canvas', 64],
  ['Sticker', 40],
  ['Blanket', 33],
  ['Cap', 21],
].map(([label, value]) => ({ key: String(label), label: String(label), value: Number(value) }));
const withOther: ShareItem[] = [
  ...topTen,
  { key: 'other', label: 'Other Product Types', value: 75, other: true },
];

const meta = {
  title: 'UI/Data/ShareList',
  component: ShareList,
  args: { title: 'Top 10 Product Types', items: withOther },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.maxWidth ?? 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShareList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten types and Other Product Types, each with its share of the orders. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Top 10 Product Types' }));
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(11);
    // 412 of 1,400 orders.
    await expect(items[0]).toHaveTextContent('Classic Tee41229.4%');
    await expect(items[10]).toHaveTextContent('Other Product Types755.4%');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByLabelText('Loading Top 10 Product Types'),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [{ key: 'other', label: 'Other Product Types', value: 0, other: true }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No orders in this range')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { error: 'The figures could not be loaded', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The figures could not be loaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** On a phone the long names wrap and the bars keep the full width. */
export const Phone: Story = {
  args: {
    items: [
      {
        key: 'long',
        label: 'Unisex Heavy Blend Crewneck Sweatshirt (Gildan 18000)',
        value: 300,
      },
      ...withOther.slice(1),
    ],
  },
  parameters: { viewport: { defaultViewport: 'mobile1' }, maxWidth: 360 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
