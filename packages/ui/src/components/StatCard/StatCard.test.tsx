import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('pairs the label with a money value', () => {
    renderWithTheme(<StatCard label="Available" value={1234.5} format="money" hint="After fees" />);
    expect(screen.getByRole('term')).toHaveTextContent('Available');
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent('$1,234.50');
    expect(screen.getByText('After fees')).toBeInTheDocument();
  });

  it('formats plain numbers with thousands separators and shows text as given', () => {
    renderWithTheme(
      <>
        <StatCard label="Orders" value={12500} format="number" />
        <StatCard label="Status" value="Healthy" />
      </>,
    );
    expect(screen.getByText('12,500')).toBeInTheDocument();
    expect(screen.getByText('Healthy')).toBeInTheDocument();
  });

  it('shows a dash for a missing value and a busy skeleton while loading', () => {
    renderWithTheme(
      <>
        <StatCard label="Paid" value={null} format="money" />
        <StatCard label="Pending" value={10} format="money" loading />
      </>,
    );
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading value' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByText('$10.00')).not.toBeInTheDocument();
  });
});
