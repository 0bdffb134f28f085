import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, SERVER_MESSAGES, type UserRole } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { siteSettingsFailure, siteSettingsHandlers, siteSettingsLoading } from '../mocks';
import { SiteSettingsScreen } from './SiteSettingsScreen';

setupMockApi();
beforeEach(() => server.use(...siteSettingsHandlers()));

function renderSettings(role: UserRole, siteId: string, search = '') {
  return renderWithProviders(<SiteSettingsScreen />, {
    role,
    route: `/sites/${siteId}/settings${search}`,
    path: '/sites/:id/settings',
  });
}

/** The lazily loaded email form (slow to arrive on a busy machine). */
const emailForm = () =>
  screen.findByRole('form', { name: 'Email notification' }, { timeout: 5000 });

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('SiteSettingsScreen', () => {
  it("shows a seller's shop with the Email notification and Fulfill role tabs only", async () => {
    renderSettings('Seller', '11');
    expect(await screen.findByRole('heading', { name: 'Sunny Tees' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Email notification', 'Fulfill role']);
    expect(screen.getByRole('tab', { name: 'Email notification' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await emailForm();
    expect(screen.getByRole('switch', { name: 'Send the Order received mail' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '2 days' })).toBeChecked();
  });

  it('adds the Generate Api key tab for a site without a shop', async () => {
    renderSettings('Seller', '15');
    await screen.findByRole('heading', { name: 'Sunny Tees API' });
    expect(tabNames()).toEqual(['Email notification', 'Fulfill role', 'Generate Api key']);
    await userEvent.click(screen.getByRole('tab', { name: 'Generate Api key' }));
    expect(screen.getByRole('textbox', { name: 'API key of Sunny Tees API' })).toHaveValue(
      'sk_9d0f3b7a51c64e2f8a1b0c9d7e6f5a4b',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/sites/15/settings?tab=api-key');
  });

  it("saves the email notifications and says 'Site settings has been updated'", async () => {
    renderSettings('Seller', '12');
    await screen.findByRole('heading', { name: 'Paper Moon Prints' });
    await emailForm();
    await userEvent.click(screen.getByRole('switch', { name: 'Send the Order shipped mail' }));
    await userEvent.type(screen.getByLabelText(/^Order shipped message/), 'Shipped!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.siteSettingsUpdated)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Send the Order shipped mail' })).toBeChecked();
  });

  it("shows the form's message and saves nothing when an enabled mail has none", async () => {
    renderSettings('Seller', '12');
    await screen.findByRole('heading', { name: 'Paper Moon Prints' });
    await emailForm();
    await userEvent.click(screen.getByRole('switch', { name: 'Send the Order received mail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.mailMessageRequired)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.siteSettingsUpdated)).not.toBeInTheDocument();
  });

  it('switches on the Fulfill role from its tab (kept in the address)', async () => {
    renderSettings('Seller', '11', '?tab=fulfill-role');
    const role = await screen.findByRole('switch', { name: 'Fulfill role' });
    expect(role).not.toBeChecked();
    await userEvent.click(role);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.siteSettingsUpdated)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Paid orders go to production at once.')).toBeInTheDocument(),
    );
  });

  it('shows a save the server refuses as a toast and keeps the edits', async () => {
    server.use(
      siteSettingsFailure('UpdateSiteSettings', 'Order received delay must be 1, 2 or 3 days'),
    );
    renderSettings('Seller', '12');
    await screen.findByRole('heading', { name: 'Paper Moon Prints' });
    await emailForm();
    await userEvent.type(screen.getByLabelText(/^Order received message/), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Order received delay must be 1, 2 or 3 days'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Order received message/)).toHaveValue('Hi');
  });

  it("lets an Administrator edit a seller's site and read, not renew, its API key", async () => {
    renderSettings('Administrator', '15');
    await screen.findByRole('heading', { name: 'Sunny Tees API' });
    expect(screen.getByText(/Seller: Sam Seller/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Generate Api key' }));
    expect(screen.getByRole('textbox', { name: 'API key of Sunny Tees API' })).toHaveValue(
      'sk_9d0f3b7a51c64e2f8a1b0c9d7e6f5a4b',
    );
    expect(screen.queryByRole('button', { name: /Generate/ })).not.toBeInTheDocument();
  });

  it("generates a new key after confirmation and says 'Site settings has been updated'", async () => {
    renderSettings('Seller', '16', '?tab=api-key');
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Api key' }));
    expect(await screen.findByText(MESSAGES.siteSettingsUpdated)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'API key of Sunny Tees CSV' })).toHaveValue(
        'sk_new00000000000000000000000001',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Generate a new key' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Generate a new API key?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'API key of Sunny Tees CSV' })).toHaveValue(
        'sk_new00000000000000000000000002',
      ),
    );
  });

  it("tells a seller another seller's site is not found, with the way back and no Try again", async () => {
    renderSettings('Seller', '13');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText(SERVER_MESSAGES.siteNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Sites' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sites$/);
  });

  it('makes the seller’s site it opens the current site, so the title bar agrees', async () => {
    const { store } = renderSettings('Seller', '12');
    expect(await screen.findByRole('heading', { name: 'Paper Moon Prints' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().currentSite.siteId).toBe('12'));
  });

  it('leaves the current site alone when an Administrator opens a seller’s site', async () => {
    const { store } = renderSettings('Administrator', '15');
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(store.getState().currentSite.siteId).toBeNull();
  });

  it('offers to try again after a failed load', async () => {
    server.use(siteSettingsFailure('GetSiteSetting', 'Settings are unavailable'));
    renderSettings('Seller', '11');
    expect(await screen.findByText('Settings are unavailable')).toBeInTheDocument();
    expect(screen.getAllByText('Settings are unavailable')).toHaveLength(1);
    server.resetHandlers(...siteSettingsHandlers());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sunny Tees' })).toBeInTheDocument();
  });

  it('shows that it is loading', () => {
    server.use(siteSettingsLoading('GetSiteSetting'));
    renderSettings('Seller', '11');
    expect(screen.getByRole('status', { name: 'Loading the site settings' })).toBeInTheDocument();
  });
});
