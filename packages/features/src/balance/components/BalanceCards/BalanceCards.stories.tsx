import type { Meta, StoryObj } from '@storybook/react-vite';
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
