import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { BalanceCards } from './BalanceCards';

describe('BalanceCards', () => {
  it('derives Available from approved deposits minus paid and pending charges', () => {
    renderWithProviders(
      <BalanceCards
        totals={{
          depositAmounts: 1500,
          pendingDepositAmounts: 250,
          pendingAmounts: 120.5,
          fullfilledAmounts: 300,
        }}
      />,
    );
    const card = (label: string) => screen.getByText(label).closest('dl') as HTMLElement;
    expect(within(card('Available')).getByText('$1,079.50')).toBeInTheDocument();
    expect(within(card('Pending')).getByText('$120.50')).toBeInTheDocument();
    expect(within(card('Paid')).getByText('$300.00')).toBeInTheDocument();
    expect(within(card('Pending Deposit')).getByText('$250.00')).toBeInTheDocument();
  });

  it('shows skeletons while loading', () => {
    renderWithProviders(<BalanceCards totals={null} loading />);
    expect(screen.getAllByRole('status', { name: 'Loading value' })).toHaveLength(4);
  });
});
