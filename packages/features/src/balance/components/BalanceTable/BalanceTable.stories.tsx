import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { makeBalanceEntries } from '../../mocks';
import { BalanceTable } from './BalanceTable';

const entries = makeBalanceEntries();

const meta = {
  title: 'Features/Balance/Components/BalanceTable',
  component: BalanceTable,
  args: {
    entries: entries.slice(0, 20),
    total: entries.length,
    page: 1,
    onPageChange: fn(),
    onDecide: fn(async () => undefined),
  },
} satisfies Meta<typeof BalanceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Administrator and Accounting: Approve and Deny on pending rows. */
export const Decider: Story = { args: { canDecide: true } };

/** Every other role: the word Pending, no buttons. */
export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: /^Actions for entry/ }),
    ).toBeNull();
  },
};

export const Loading: Story = { args: { entries: [], total: 0, loading: true } };
export const Empty: Story = { args: { entries: [], total: 0 } };
export const LoadError: Story = {
  args: { entries: [], total: 0, error: 'Balances are unavailable', onRetry: fn() },
};

/** Approve asks first, then reports the decision. */
export const ConfirmsApproval: Story = {
  args: { canDecide: true },
  play: async ({ canvasElement, args }) => {
    const [actions] = within(canvasElement).getAllByRole('button', { name: /^Actions for entry/ });
    await userEvent.click(actions!);
    await userEvent.click(within(canvasElement).getByRole('menuitem', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this entry?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(args.onDecide).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'Pending' }),
      'Approved',
    );
  },
};
