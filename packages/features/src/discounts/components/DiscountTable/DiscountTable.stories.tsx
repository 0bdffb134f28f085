import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { makeDiscounts } from '../../mocks';
import { DiscountTable } from './DiscountTable';

const discounts = makeDiscounts();

const meta = {
  title: 'Features/Discounts/Components/DiscountTable',
  component: DiscountTable,
  args: {
    discounts: discounts.slice(0, 20),
    total: discounts.length,
    page: 1,
    onPageChange: fn(),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof DiscountTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Loading: Story = { args: { discounts: [], total: 0, loading: true } };
export const Empty: Story = { args: { discounts: [], total: 0 } };
export const LoadError: Story = {
  args: { discounts: [], total: 0, error: 'Discounts are unavailable', onRetry: fn() },
};

/** Delete asks first, then hands the discount to onDelete. */
export const DeleteConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const first = discounts[0]!;
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: `Actions for ${first.name}` }),
    );
    await userEvent.click(within(canvasElement).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this discount?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(first);
  },
};
