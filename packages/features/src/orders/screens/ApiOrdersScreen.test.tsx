import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_STATUSES, SUPPLIER_ALL_STATUSES, type UserRole } from '@podoffice/domain';
import { APP_LAYOUT_EMBEDDING, EmbeddingProvider } from '../../embed/embedding';
import { usersByRole } from '../../shared/fixtures';
import { createAppStore } from '../../store/store';
import { renderWithProviders } from '../../test/render';
import { recordCalls, server, setupMockApi } from '../../test/server';
import { sessionFor } from '../../test/session';
import {
  API_ORDER_SITES,
  apiOrderFixtures,
  apiOrderHandlers,
  apiOrderSitesFailure,
} from '../apiOrderMocks';
import { orderFailure } from '../mocks';
import type { OrderFilter } from '../api';
import { defaultOrderRange } from './orderFilter';
import { ApiOrdersScreen } from './ApiOrdersScreen';

setupMockApi();

const PATH = '/orders/ApiOrders';
const TITLE = 'Api/CSV Orders';
let calls: Record<string, unknown>[];
beforeEach(() => {
  server.use(...apiOrderHandlers());
  calls = recordCalls('Orders');
});

function renderApiOrders(role: UserRole, route = PATH, siteId: string | null = '11') {
  // The title bar's current site: a shop site unless a test says otherwise.
  const store = createAppStore({
    ...sessionFor(role),
    currentSite: { userId: usersByRole[role].id, siteId },
  });
  return renderWithProviders(<ApiOrdersScreen />, { role, route, path: PATH, store });
}

const filters = () => calls.map((call) => call.filter as OrderFilter);
const location = () => screen.getByTestId('location').textContent;
const idLabel = (id: string) => `N${id.padStart(6, '0')}`;

async function table() {
  const list = await screen.findByRole('table', { name: TITLE });
  await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(1));
  return list;
}

async function shownIds() {
  const list = await table();
  return within(list)
    .getAllByRole('row')
    .slice(1)
    .map((row) => /N\d{6}/.exec(row.textContent ?? '')?.[0]);
}

const headers = (list: HTMLElement) =>
  within(list)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

const apiOrders = apiOrderFixtures.filter((o) => o.api_order);

describe('ApiOrdersScreen', () => {
  it('shows an Administrator every api site’s orders with mockup, customer name, email and Suppliers', async () => {
    renderApiOrders('Administrator');
    expect(await screen.findByRole('heading', { name: TITLE })).toBeInTheDocument();
    const list = await table();
    expect(headers(list)).toEqual([
      'ID',
      'Status',
      'Origin',
      'Mockup',
      'Product',
      'Customer name',
      'Email',
      'Tracking code',
      'Designs',
      'Label',
      'SKU',
      'Suppliers',
      'Quantity',
      'Cost',
      'Shipping cost',
      'Shipping method',
      'Seller',
      'Actions',
    ]);
    // Only api orders: the /orders fixtures beside them are never listed here.
    expect(await shownIds()).toEqual(apiOrders.slice(0, 20).map((o) => idLabel(o.id)));
    const first = within(list).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent(apiOrders[0]!.customer!.email!);
    expect(first).toHaveTextContent(`Api ${apiOrders[0]!.customer!.last_name}`);
    expect(first).toHaveTextContent('Sue Supplier');
    expect(
      within(first).getByRole('img', { name: `Mockup of ${idLabel(apiOrders[0]!.id)}` }),
    ).toHaveAttribute('src', `${apiOrders[0]!.print_files[0]!.mockup}?width=200`);
    expect(screen.getByRole('tab', { name: `All ${apiOrders.length}` })).toBeInTheDocument();
    expect(filters()[0]).toEqual({
      status: [...ORDER_STATUSES],
      ...defaultOrderRange(),
      api_order: true,
      limit: 20,
      offset: 0,
    });
  });

  it('names itself unless the app’s title bar does, and its table keeps the name', async () => {
    const { unmount } = renderApiOrders('Administrator');
    expect(await screen.findByRole('heading', { name: TITLE })).toBeInTheDocument();
    unmount();
    // In the app's layout the title bar says Api/CSV orders: the page says it once.
    renderWithProviders(
      <EmbeddingProvider value={APP_LAYOUT_EMBEDDING}>
        <ApiOrdersScreen />
      </EmbeddingProvider>,
      { role: 'Administrator', route: PATH, path: PATH },
    );
    await table();
    expect(screen.queryByRole('heading', { name: /Api\/CSV/i })).not.toBeInTheDocument();
  });

  it('gives the Administrator a site selector of the api sites, kept in the address', async () => {
    renderApiOrders('Administrator');
    await table();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Site' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(API_ORDER_SITES.map((s) => s.title));
    await userEvent.click(screen.getByRole('option', { name: 'Other API' }));
    await waitFor(() => expect(location()).toBe(`${PATH}?site=23`));
    await waitFor(() => expect(filters().at(-1)).toMatchObject({ site_ids: ['23'] }));
    const other = apiOrders.filter((o) => o.site.id === '23');
    await waitFor(async () => expect(await shownIds()).toEqual(other.map((o) => idLabel(o.id))));
    // The selector is the Administrator's site filter: More filters has none of its own.
    await userEvent.click(await screen.findByRole('button', { name: /^More filters/ }));
    const more = screen.getByRole('dialog', { name: 'More filters' });
    expect(within(more).queryByText('Site')).not.toBeInTheDocument();
    expect(within(more).getByText('Supplier')).toBeInTheDocument();
  });

  it('reads the site, tab and page from the address into the call', async () => {
    renderApiOrders('Administrator', `${PATH}?tab=ready&site=13&page=2`);
    await waitFor(() => expect(filters().length).toBeGreaterThan(0));
    expect(filters()[0]).toEqual({
      status: ['ready'],
      ...defaultOrderRange(),
      api_order: true,
      site_ids: ['13'],
      limit: 20,
      offset: 20,
    });
  });

  it('says so when the api sites cannot load, and the list still works', async () => {
    server.use(apiOrderSitesFailure('Sites are down'));
    renderApiOrders('Administrator');
    await table();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Site' }));
    expect(await screen.findByText('Sites unavailable')).toBeInTheDocument();
  });

  it('follows a Seller’s title-bar site: a shop site lists none and points to /orders', async () => {
    renderApiOrders('Seller', PATH, '11');
    const notice = await screen.findByText(/is not an API site: its orders are listed in/);
    expect(within(notice).getByRole('link', { name: 'Seller Internal Orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(await screen.findByText('No API orders match these filters.')).toBeInTheDocument();
    expect(filters()[0]!.site_ids).toEqual(['11']);
  });

  it('lists a Seller’s current api site’s orders, without Seller or Suppliers', async () => {
    renderApiOrders('Seller', `${PATH}?site=23&seller=99&supplier=98`, API_ORDER_SITES[0].id);
    const list = await table();
    const own = apiOrders.filter((o) => o.site.id === API_ORDER_SITES[0].id);
    expect(await shownIds()).toEqual(own.map((o) => idLabel(o.id)));
    const columns = headers(list);
    expect(columns).toEqual(expect.arrayContaining(['Mockup', 'Customer name', 'Email']));
    expect(columns).not.toContain('Seller');
    expect(columns).not.toContain('Suppliers');
    // The title bar's site, not the address's: §2 gives the site selector to the Administrator.
    const first = filters()[0]!;
    expect(first.api_order).toBe(true);
    expect(first.site_ids).toEqual([API_ORDER_SITES[0].id]);
    expect(first.seller_ids).toBeUndefined();
    expect(first.supplier_ids).toBeUndefined();
    expect(screen.queryByRole('combobox', { name: 'Site' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Refunded/ })).not.toBeInTheDocument();
  });

  it('shows a Supplier the supplier variant: their own api orders, six tabs, their columns', async () => {
    renderApiOrders('Supplier');
    const list = await table();
    const own = apiOrders.filter((o) => o.supplier?.id === usersByRole.Supplier.id);
    const tabs = within(screen.getByRole('tablist', { name: 'Order status' }))
      .getAllByRole('tab')
      .map((t) => t.textContent?.replace(/\s*\d+$/, ''));
    expect(tabs).toEqual([
      'All',
      'Pending Designs',
      'Ready',
      'In Production',
      'Fulfilled',
      'Error',
    ]);
    await waitFor(async () =>
      expect(await shownIds()).toEqual(
        own
          .filter((o) => (SUPPLIER_ALL_STATUSES as readonly string[]).includes(o.status))
          .map((o) => idLabel(o.id)),
      ),
    );
    const columns = headers(list);
    expect(columns).toContain('Customer');
    expect(columns).not.toContain('Mockup');
    expect(columns).not.toContain('Suppliers');
    expect(columns).not.toContain('Seller');
    expect(filters()[0]).toMatchObject({ api_order: true, status: [...SUPPLIER_ALL_STATUSES] });
    expect(screen.queryByRole('combobox', { name: 'Site' })).not.toBeInTheDocument();
  });

  it('gives a Supporter no site selector and no Suppliers column, but More filters’ api sites', async () => {
    renderApiOrders('Supporter');
    const list = await table();
    expect(headers(list)).not.toContain('Suppliers');
    expect(headers(list)).toContain('Seller');
    expect(screen.queryByRole('combobox', { name: 'Site' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /^More filters/ }));
    const more = screen.getByRole('dialog', { name: 'More filters' });
    await userEvent.click(within(more).getByRole('combobox', { name: 'Site' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(API_ORDER_SITES.map((s) => s.title));
  });

  it('shows an empty list', async () => {
    server.use(...apiOrderHandlers(apiOrderFixtures.filter((o) => !o.api_order)));
    renderApiOrders('Administrator');
    expect(await screen.findByText('No API orders match these filters.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'All 0' })).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    server.use(orderFailure('Orders', 'Database unavailable'));
    renderApiOrders('Administrator');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('opens an order’s read-only drawers and links it to its detail', async () => {
    renderApiOrders('Administrator');
    const list = await table();
    const id = apiOrders[0]!.id;
    expect(within(list).getByRole('link', { name: idLabel(id) })).toHaveAttribute(
      'href',
      `/orders/orders-manager/${id}`,
    );
    await userEvent.click(within(list).getAllByRole('button', { name: /actions/i })[0]!);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Activities', 'Order info', 'Comments']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Order info' }));
    const drawer = await screen.findByRole('dialog', { name: /Order info/i });
    expect(await within(drawer).findByText(/12 Main Street/)).toBeInTheDocument();
  });
});
