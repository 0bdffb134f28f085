import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlledFilters } from '../../../shared/list/controlledFilters';
import { balanceSellers, balanceSites } from '../../mocks';
import { BalanceFilters, NO_BALANCE_FILTERS } from './BalanceFilters';

const sellers = balanceSellers.map((s) => ({
  value: s.id,
  label: `${s.first_name} ${s.last_name}`,
}));
const sites = balanceSites.map((s) => ({ value: s.id, label: s.title }));

const meta = {
  title: 'Features/Balance/Components/BalanceFilters',
  component: BalanceFilters,
  render: controlledFilters(BalanceFilters),
  args: { value: NO_BALANCE_FILTERS, onChange: fn(), sellers, sites, today: '2024-06-30' },
} satisfies Meta<typeof BalanceFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff: date range, action, seller and site. */
export const Staff: Story = { args: { showSellerFilter: true, showSiteFilter: true } };

/** A seller: date range and action only. */
export const SellerView: Story = {};

/** A supplier: no seller filter, but the site filter. */
export const SupplierView: Story = { args: { showSiteFilter: true } };

export const Filled: Story = {
  args: {
    showSellerFilter: true,
    showSiteFilter: true,
    value: { from: '2024-06-01', to: '2024-06-30', action: 'Deposit', sellerId: '2', siteId: '11' },
  },
};

export const LoadingOptions: Story = {
  args: {
    showSellerFilter: true,
    showSiteFilter: true,
    sellers: [],
    sites: [],
    sellersLoading: true,
    sitesLoading: true,
  },
};

/** Choosing an action reports every filter; All means no restriction. */
export const ChoosesAction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Fulfilled' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...NO_BALANCE_FILTERS,
      action: 'Fulfilled',
    });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'All' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(NO_BALANCE_FILTERS);
  },
};
