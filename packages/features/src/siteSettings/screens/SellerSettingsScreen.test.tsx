import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import {
  siteSettingsFailure,
  siteSettingsHandlers,
  siteSettingsLoading,
  siteSettingsSites,
} from '../mocks';
import { SellerSettingsScreen } from './SellerSettingsScreen';

setupMockApi();
beforeEach(() => server.use(...siteSettingsHandlers()));

const renderScreen = () =>
  renderWithProviders(<SellerSettingsScreen />, { role: 'Seller', route: '/settings' });

describe('SellerSettingsScreen', () => {
  it("lists the API keys of the seller's sites without a shop", async () => {
    renderScreen();
    expect(await screen.findByRole('region', { name: 'Sunny Tees API' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sunny Tees CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sunny Tees' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Generate Api key' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'API key of Sunny Tees API' })).toHaveValue(
      'sk_9d0f3b7a51c64e2f8a1b0c9d7e6f5a4b',
    );
  });

  it("generates a key and says 'Your settings saved'", async () => {
    renderScreen();
    const csv = within(await screen.findByRole('region', { name: 'Sunny Tees CSV' }));
    await userEvent.click(csv.getByRole('button', { name: 'Generate Api key' }));
    expect(await screen.findByText(MESSAGES.settingsSaved)).toBeInTheDocument();
    await waitFor(() =>
      expect(csv.getByRole('textbox', { name: 'API key of Sunny Tees CSV' })).toHaveValue(
        'sk_new00000000000000000000000001',
      ),
    );
  });

  it('says when the seller has no site without a shop', async () => {
    server.use(...siteSettingsHandlers({ sites: siteSettingsSites.slice(0, 2) }));
    renderScreen();
    expect(await screen.findByText('No sites without a shop yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect Sites' })).toHaveAttribute('href', '/sites');
  });

  it('shows a failed load in place, without a toast', async () => {
    server.use(siteSettingsFailure('SiteApiKeys', 'Keys are unavailable'));
    renderScreen();
    expect(await screen.findByText('Keys are unavailable')).toBeInTheDocument();
    expect(screen.getAllByText('Keys are unavailable')).toHaveLength(1);
  });

  it('shows that it is loading', () => {
    server.use(siteSettingsLoading('SiteApiKeys'));
    renderScreen();
    expect(screen.getByRole('status', { name: 'Loading your API keys' })).toBeInTheDocument();
  });
});
