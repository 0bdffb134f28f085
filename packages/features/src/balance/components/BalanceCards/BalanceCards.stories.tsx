import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { balanceTotals, makeBalanceEntries } from '../../mocks';
import { BalanceCards } from './BalanceCards';

const meta = {
  title: 'Features/Balance/Components/BalanceCards',
  component: BalanceCards,
  args: { totals: balanceTotals(makeBalanceEntries()) },
} satisfies Meta<typeof BalanceCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Loading: Story = { args: { totals: null, loading: true } };
export const NoEntries: Story = { args: { totals: balanceTotals([]) } };
export const Unavailable: Story = { args: { totals: null } };

/** On a phone (390 px) the four figures make a 2 x 2 grid. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('group', { name: 'Balance summary' });
    const tops = Array.from(grid.children).map((card) => card.getBoundingClientRect().top);
    // Two rows of two: the first two cards share a line, the last two the next one.
    await expect(tops[0]).toBe(tops[1]);
    await expect(tops[2]).toBe(tops[3]);
    await expect(tops[2]).toBeGreaterThan(tops[0]!);
  },
};
