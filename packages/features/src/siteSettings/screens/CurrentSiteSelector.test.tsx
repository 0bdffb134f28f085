import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_SITE_STORAGE_KEY } from '../../store/currentSite';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { siteSettingsFailure, siteSettingsHandlers, siteSettingsLoading } from '../mocks';
import { CurrentSiteSelector } from './CurrentSiteSelector';

setupMockApi();
beforeEach(() => {
  window.localStorage.clear();
  server.use(...siteSettingsHandlers());
});

const stored = () => window.localStorage.getItem(`${CURRENT_SITE_STORAGE_KEY}.2`);
const options = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('CurrentSiteSelector', () => {
  it("lists only the seller's own sites and makes the first current", async () => {
    const { store } = renderWithProviders(<CurrentSiteSelector />, { role: 'Seller' });
    const selector = screen.getByRole('combobox', { name: 'Site' });
    await waitFor(() => expect(selector).toHaveDisplayValue('Sunny Tees'));
    expect(options()).toEqual([
      'Sunny Tees',
      'Paper Moon Prints',
      'Sunny Tees API',
      'Sunny Tees CSV',
    ]);
    expect(store.getState().currentSite.siteId).toBe('11');
    expect(stored()).toBe('11');
  });

  it('makes the picked site current and keeps it', async () => {
    const onChange = jest.fn();
    const { store } = renderWithProviders(<CurrentSiteSelector onChange={onChange} />, {
      role: 'Seller',
    });
    const selector = screen.getByRole('combobox', { name: 'Site' });
    await waitFor(() => expect(selector).toHaveDisplayValue('Sunny Tees'));
    await userEvent.selectOptions(selector, 'Sunny Tees API');
    expect(store.getState().currentSite.siteId).toBe('15');
    expect(stored()).toBe('15');
    expect(onChange).toHaveBeenCalledWith('15');
  });

  it('starts on the kept site', async () => {
    window.localStorage.setItem(`${CURRENT_SITE_STORAGE_KEY}.2`, '12');
    renderWithProviders(<CurrentSiteSelector />, { role: 'Seller' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Site' })).toHaveDisplayValue(
        'Paper Moon Prints',
      ),
    );
  });

  it('is disabled while the sites load', () => {
    server.use(siteSettingsLoading('CurrentSiteOptions'));
    renderWithProviders(<CurrentSiteSelector />, { role: 'Seller' });
    expect(screen.getByRole('combobox', { name: 'Site' })).toBeDisabled();
  });

  it('says so when the sites cannot load, and keeps the kept site', async () => {
    window.localStorage.setItem(`${CURRENT_SITE_STORAGE_KEY}.2`, '12');
    server.use(siteSettingsFailure('CurrentSiteOptions', 'Sites are unavailable'));
    const { store } = renderWithProviders(<CurrentSiteSelector />, { role: 'Seller' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Site' })).toHaveDisplayValue(
        'Sites unavailable',
      ),
    );
    expect(await screen.findByText('Sites are unavailable')).toBeInTheDocument();
    expect(store.getState().currentSite.siteId).toBe('12');
  });
});
