import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type UserRole } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import type { SiteFilter } from '../api';
import {
  makeSite,
  makeSites,
  platformAvailability,
  sitesFailure,
  sitesHandlers,
  sitesLoading,
} from '../mocks';
import { SITE_CONNECTED_MESSAGE, SitesScreen } from './SitesScreen';

setupMockApi();
beforeEach(() => server.use(...sitesHandlers()));
afterEach(() => server.events.removeAllListeners());

function renderSites(role: UserRole, route = '/sites', { strictMode = false } = {}) {
  const redirect = jest.fn();
  const result = renderWithProviders(<SitesScreen redirect={redirect} />, {
    role,
    route,
    path: '/sites',
    strictMode,
  });
  return { ...result, redirect };
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'Sites' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

function recordFilters() {
  const filters: SiteFilter[] = [];
  server.events.on('request:start', async ({ request }) => {
    const body = (await request.clone().json()) as {
      operationName?: string;
      variables?: { filter?: SiteFilter };
    };
    if (body.operationName === 'SitesList') filters.push(body.variables?.filter ?? {});
  });
  return filters;
}

const toast = (message: string) => screen.findByText(message.trim());

describe('SitesScreen', () => {
  it('lists 20 connected sites a page with every column', async () => {
    renderSites('Administrator');
    expect(await rows()).toHaveLength(20);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Site Name',
      'Site Url',
      'Platform',
      'User',
      'Status',
      'Actions',
    ]);
    for (const row of await rows()) expect(within(row).getByText('Connected')).toBeInTheDocument();
  });

  it('shows a dash instead of the address of an import site', async () => {
    server.use(
      ...sitesHandlers([
        makeSite({ id: '1', title: 'Summer CSV', platform: 'import', type: 'offline' }),
      ]),
    );
    renderSites('Seller');
    const [row] = await rows();
    expect(within(row!).getByLabelText('none')).toHaveTextContent('—');
    expect(within(row!).getByRole('img', { name: 'Import' })).toBeInTheDocument();
  });

  it('shows a seller only their own sites, with no seller filter', async () => {
    renderSites('Seller');
    for (const row of await rows()) expect(within(row).getByText('Sam Seller')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Seller' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Site' })).toBeInTheDocument();
  });

  it.each<[UserRole, boolean]>([
    ['Administrator', true],
    ['Supporter', false],
  ])('as %s offers New Site, edit and delete: %s', async (role, manage) => {
    renderSites(role);
    const [first] = await rows();
    expect(screen.getByRole('combobox', { name: 'Seller' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Site' }) !== null).toBe(manage);
    expect(within(first!).queryByRole('button', { name: /^Edit / }) !== null).toBe(manage);
    expect(within(first!).queryByRole('button', { name: /^Delete / }) !== null).toBe(manage);
    expect(
      screen.queryAllByRole('button', { name: /^Fetch product variants of / }).length > 0,
    ).toBe(manage);
    expect(within(first!).getByRole('img', { name: /is connected$/ })).toBeInTheDocument();
  });

  it.each<[UserRole, boolean]>([
    ['Administrator', true],
    ['Supporter', false],
  ])('as %s names the sellers to filter by, with their emails: %s', async (role, emails) => {
    renderSites(role);
    await rows();
    await userEvent.click(screen.getByRole('combobox', { name: 'Seller' }));
    await screen.findAllByRole('option');
    const options = screen.getAllByRole('option').map((option) => option.textContent ?? '');
    expect(options.length).toBeGreaterThan(1);
    expect(options.some((label) => label.includes('@'))).toBe(emails);
    if (!emails) expect(options.filter((label) => /\(#\w+\)$/.test(label))).not.toHaveLength(0);
  });

  it('reads the filters from the address and asks for that page', async () => {
    const filters = recordFilters();
    renderSites('Administrator', '/sites?status=pending&seller=7&page=2');
    await waitFor(() => expect(filters.length).toBeGreaterThan(0));
    expect(filters[0]).toEqual({ limit: 20, offset: 20, verified: false, user_id: '7' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');
  });

  it('ignores a seller in the address for a seller', async () => {
    const filters = recordFilters();
    renderSites('Seller', '/sites?seller=7');
    await waitFor(() => expect(filters.length).toBeGreaterThan(0));
    expect(filters[0]).toEqual({ limit: 20, offset: 0, verified: true });
  });

  it('writes a changed filter into the address and goes back to page 1', async () => {
    renderSites('Administrator', '/sites?page=2');
    await rows();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/sites?status=pending'),
    );
    for (const row of await rows()) expect(within(row).getByText('Pending')).toBeInTheDocument();
  });

  it('restarts the authorisation of a pending shop from its disconnect icon', async () => {
    const { redirect } = renderSites('Seller', '/sites?status=pending');
    await rows();
    const [connect] = screen.getAllByRole('button', { name: /^Connect / });
    await userEvent.click(connect!);
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(redirect.mock.calls[0]![0]).toMatch(
      /\/admin\/oauth\/authorize\?|\/wc-auth\/v1\/authorize\?/,
    );
  });

  it('adds a Shopify site and sends the browser to Shopify to approve it', async () => {
    const { redirect } = renderSites('Seller');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'New Site' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Site' });
    await userEvent.type(await within(drawer).findByLabelText(/title/i), 'Fresh Prints');
    await userEvent.click(within(drawer).getByRole('combobox', { name: /platform/i }));
    await userEvent.click(await screen.findByRole('option', { name: 'Shopify' }));
    await userEvent.type(within(drawer).getByLabelText(/domain/i), 'https://fresh.myshopify.com/');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add Site' }));
    expect(await toast(MESSAGES.createSiteSuccess)).toBeInTheDocument();
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    const url = new URL(redirect.mock.calls[0]![0] as string);
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://fresh.myshopify.com/admin/oauth/authorize',
    );
    expect(url.searchParams.get('scope')).toBe('write_products,write_orders,write_fulfillments');
  });

  it('adds an api site without leaving the page: it shows as Connected', async () => {
    const { redirect } = renderSites('Seller');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'New Site' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Site' });
    await userEvent.type(await within(drawer).findByLabelText(/title/i), 'Partner Feed');
    await userEvent.click(within(drawer).getByRole('combobox', { name: /platform/i }));
    await userEvent.click(await screen.findByRole('option', { name: 'API' }));
    await userEvent.type(within(drawer).getByLabelText(/domain/i), 'https://feed.example.com');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add Site' }));
    expect(await toast(MESSAGES.createSiteSuccess)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Site' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Partner Feed')).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('says in the Add Site drawer, before the form is filled, that Shopify is not configured', async () => {
    server.use(...sitesHandlers(makeSites(), platformAvailability({ unconfigured: ['shopify'] })));
    renderSites('Seller');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'New Site' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Site' });
    expect(
      await within(drawer).findByText(
        'Shopify is not configured on this server: ask an Administrator to set SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET.',
      ),
    ).toBeInTheDocument();
    expect(within(drawer).getByLabelText(/title/i)).toHaveValue('');
    await userEvent.click(within(drawer).getByRole('combobox', { name: /platform/i }));
    expect(await screen.findByRole('option', { name: 'Shopify (not configured)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('option', { name: 'WooCommerce' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('tells an Administrator which settings to set, and names the demo fakes', async () => {
    server.use(
      ...sitesHandlers(
        makeSites(),
        platformAvailability({ unconfigured: ['shopbase'], demo: true }),
      ),
    );
    renderSites('Administrator');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'New Site' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Site' });
    expect(
      await within(drawer).findByText(
        "ShopBase is not configured on this server: set SHOPBASE_CLIENT_ID and SHOPBASE_CLIENT_SECRET in the server's environment and restart it.",
      ),
    ).toBeInTheDocument();
    expect(
      within(drawer).getByText(
        'Shopify and WooCommerce are demo fakes on this server: any shop address connects, no account needed.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing about platforms when every one is configured', async () => {
    renderSites('Seller');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'New Site' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Site' });
    await within(drawer).findByLabelText(/title/i);
    // The answer has arrived once the options carry it; none is off.
    await userEvent.click(within(drawer).getByRole('combobox', { name: /platform/i }));
    expect(await screen.findByRole('option', { name: 'Shopify' })).toBeInTheDocument();
    expect(within(drawer).queryByText(/not configured/)).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the Add Site messages on an empty submit', async () => {
    renderSites('Administrator');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'New Site' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Site' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Add Site' }));
    expect(await within(drawer).findByText(MESSAGES.siteTitleRequired)).toBeInTheDocument();
    expect(within(drawer).getByText(MESSAGES.sitePlatformRequired)).toBeInTheDocument();
    expect(within(drawer).getByText(MESSAGES.siteUrlInvalid)).toBeInTheDocument();
  });

  it('edits a site as an administrator, with the administrator fields', async () => {
    server.use(...sitesHandlers([makeSite({ id: '5', title: 'Sunny Tees' })]));
    renderSites('Administrator');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Sunny Tees' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Site' });
    const title = await within(drawer).findByLabelText(/title/i);
    expect(within(drawer).getByLabelText(/^domain name/i)).toBeInTheDocument();
    expect(within(drawer).getByLabelText(/rebrandly domain/i)).toBeInTheDocument();
    expect(within(drawer).getByRole('checkbox', { name: /every day/i })).toBeChecked();
    await userEvent.clear(title);
    await userEvent.type(title, 'Sunny Tees Shop');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await toast(MESSAGES.siteUpdated)).toBeInTheDocument();
    expect(await screen.findByText('Sunny Tees Shop')).toBeInTheDocument();
  });

  it('hides the administrator fields from a seller', async () => {
    server.use(...sitesHandlers([makeSite({ id: '5', title: 'Sunny Tees' })]));
    renderSites('Seller');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Sunny Tees' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Site' });
    expect(await within(drawer).findByLabelText(/title/i)).toBeInTheDocument();
    expect(within(drawer).getByLabelText(/^domain$/i)).toHaveAttribute('readonly');
    expect(within(drawer).queryByLabelText(/rebrandly/i)).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('deletes (disables) a site after confirmation', async () => {
    server.use(...sitesHandlers([makeSite({ id: '5', title: 'Sunny Tees' })]));
    renderSites('Seller');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Sunny Tees' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this site?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toast(MESSAGES.siteDisabled)).toBeInTheDocument();
    expect(await screen.findByText('No connected sites yet.')).toBeInTheDocument();
  });

  it('fetches product variants after the confirmation and says Success', async () => {
    server.use(...sitesHandlers([makeSite({ id: '5', title: 'Sunny Tees' })]));
    renderSites('Seller');
    await rows();
    await userEvent.click(
      screen.getByRole('button', { name: 'Fetch product variants of Sunny Tees' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(MESSAGES.fetchVariantsConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fetch' }));
    expect(await toast(MESSAGES.success)).toBeInTheDocument();
  });

  it('updates the webhooks and says so', async () => {
    server.use(...sitesHandlers([makeSite({ id: '5', title: 'Sunny Tees' })]));
    renderSites('Administrator');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Update webhooks of Sunny Tees' }));
    expect(await toast(MESSAGES.webhooksUpdated)).toBeInTheDocument();
  });

  it("shows the server's message when an action fails", async () => {
    server.use(
      sitesFailure('UpdateSiteWebhooks', 'Could not reach the Shopify shop'),
      ...sitesHandlers([makeSite({ id: '5', title: 'Sunny Tees' })]),
    );
    renderSites('Seller');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Update webhooks of Sunny Tees' }));
    expect(await toast('Could not reach the Shopify shop')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.webhooksUpdated)).not.toBeInTheDocument();
  });

  // Under StrictMode, as in development, where the effect runs twice before the address changes.
  it('reports the return from a platform once and cleans the address', async () => {
    renderSites('Seller', '/sites?connected=5', { strictMode: true });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/sites$/));
    expect(screen.getAllByText(SITE_CONNECTED_MESSAGE)).toHaveLength(1);
  });

  it('reports a failed authorisation with its reason, once', async () => {
    renderSites('Seller', '/sites?status=pending&auth_error=The%20shop%20did%20not%20approve', {
      strictMode: true,
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/sites\?status=pending$/),
    );
    expect(screen.getAllByText('The shop did not approve')).toHaveLength(1);
  });

  it('shows the loading, empty and error states', async () => {
    server.use(sitesLoading('SitesList'));
    const { unmount } = renderSites('Seller');
    expect(await screen.findByRole('table', { name: 'Sites' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    unmount();
    server.resetHandlers(...sitesHandlers([]));
    const empty = renderSites('Seller');
    expect(await screen.findByText('No connected sites yet.')).toBeInTheDocument();
    empty.unmount();
    server.resetHandlers(sitesFailure('SitesList', 'Sites are unavailable right now'));
    renderSites('Seller');
    expect(await screen.findByText('Sites are unavailable right now')).toBeInTheDocument();
  });

  it('pages through the sites', async () => {
    server.use(...sitesHandlers(makeSites(45)));
    renderSites('Administrator');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sites?page=2'));
  });
});
