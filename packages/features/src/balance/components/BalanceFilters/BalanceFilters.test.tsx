import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { BalanceFilters, NO_BALANCE_FILTERS } from './BalanceFilters';

const sellers = [
  { value: '2', label: 'Sam Seller' },
  { value: '7', label: 'Mia Merchant' },
];

describe('BalanceFilters', () => {
  it('shows the seller and site filters only when asked', () => {
    const { rerender } = renderWithProviders(
      <BalanceFilters value={NO_BALANCE_FILTERS} onChange={jest.fn()} />,
    );
    expect(screen.queryByRole('combobox', { name: 'Seller' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Site' })).not.toBeInTheDocument();
    rerender(
      <BalanceFilters
        value={NO_BALANCE_FILTERS}
        onChange={jest.fn()}
        showSellerFilter
        showSiteFilter
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Seller' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Site' })).toBeInTheDocument();
  });

  it('clears the site when another seller is chosen', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <BalanceFilters
        value={{ ...NO_BALANCE_FILTERS, siteId: '11' }}
        onChange={onChange}
        sellers={sellers}
        showSellerFilter
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Seller' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mia Merchant' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...NO_BALANCE_FILTERS,
      sellerId: '7',
      siteId: null,
    });
  });

  it('resets every filter', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <BalanceFilters
        value={{ ...NO_BALANCE_FILTERS, action: 'Deposit', from: '2024-06-01' }}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onChange).toHaveBeenCalledWith(NO_BALANCE_FILTERS);
  });

  it('takes the dates from one compact control: a preset in its popover', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <BalanceFilters value={NO_BALANCE_FILTERS} onChange={onChange} today="2024-06-20" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Date Any time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose dates' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Last month' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...NO_BALANCE_FILTERS,
      from: '2024-05-01',
      to: '2024-05-31',
    });
  });
});
