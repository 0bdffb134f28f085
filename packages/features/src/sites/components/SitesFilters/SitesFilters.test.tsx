import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { DEFAULT_SITES_FILTERS, SitesFilters } from './SitesFilters';

const sellers = [
  { value: '2', label: 'Sam Seller' },
  { value: '7', label: 'Mia Merchant' },
];

describe('SitesFilters', () => {
  it('starts on Connected and switches to Pending', async () => {
    const onChange = jest.fn();
    renderWithProviders(<SitesFilters value={DEFAULT_SITES_FILTERS} onChange={onChange} />);
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveTextContent('Connected');
    await userEvent.click(status);
    await userEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    expect(onChange).toHaveBeenCalledWith({ connection: 'pending', sellerId: null });
  });

  it('shows the seller filter only when asked', async () => {
    const onChange = jest.fn();
    const { rerender } = renderWithProviders(
      <SitesFilters value={DEFAULT_SITES_FILTERS} onChange={onChange} sellers={sellers} />,
    );
    expect(screen.queryByRole('combobox', { name: 'Seller' })).not.toBeInTheDocument();
    rerender(
      <SitesFilters
        value={DEFAULT_SITES_FILTERS}
        onChange={onChange}
        sellers={sellers}
        showSellerFilter
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Seller' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mia Merchant' }));
    expect(onChange).toHaveBeenCalledWith({ connection: 'connected', sellerId: '7' });
  });

  it('resets to Connected and every seller', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <SitesFilters
        value={{ connection: 'pending', sellerId: '7' }}
        onChange={onChange}
        sellers={sellers}
        showSellerFilter
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /reset/i }));
    expect(onChange).toHaveBeenCalledWith(DEFAULT_SITES_FILTERS);
  });
});
