import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, SERVER_MESSAGES, SUPPLIER_STATS_MESSAGES } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import {
  dashboardHandlers,
  dashboardNewsFailure,
  makeTopProductTypes,
  supplierDashboardHandlers,
  supplierStatsFailure,
} from '../mocks';
import { DashboardScreen } from './DashboardScreen';
import { productTypeShares, topProductTypeRows } from './SupplierDashboard';

// jsdom has no canvas: uPlot would draw on a null context. The chart's figures are read from its
// table here; Storybook (Chromium) and the e2e journey see it drawn.
jest.mock('uplot', () =>
  jest.fn().mockImplementation(() => ({ setSize: jest.fn(), destroy: jest.fn() })),
);
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
});

setupMockApi();
beforeEach(() => server.use(...dashboardHandlers(), ...supplierDashboardHandlers()));

const renderSupplier = (route = '/dashboard') =>
  renderWithProviders(<DashboardScreen today="2026-03-20" />, {
    role: 'Supplier',
    route,
    path: '/dashboard',
  });

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

describe('the supplier dashboard', () => {
  it('opens on the last 30 days: revenue by week, the amounts, the top types and 3 news', async () => {
    renderSupplier();
    expect(
      await screen.findByRole('button', { name: 'Date range: Last 30 days' }),
    ).toBeInTheDocument();
    const series = await screen.findByRole('table', { name: 'Revenue by period' });
    expect(rowsOf(series)).toEqual([
      '16 02 2026$120.00',
      '23 02 2026$155.50',
      '02 03 2026$191.00',
      '09 03 2026$226.50',
      '16 03 2026$262.00',
    ]);
    expect(screen.getByText('$955.00')).toBeInTheDocument();
    expect(screen.getByText('$2,450.50')).toBeInTheDocument();
    expect(screen.getByText('$9,120.75')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Top Product Types' });
    expect(rowsOf(table)).toHaveLength(5);
    expect(rowsOf(table)[0]).toBe('Classic TeePT1Priya Nair, Color EcommerceApparel140');
    const shares = within(screen.getByRole('list', { name: 'Top 10 Product Types' }));
    expect(shares.getAllByRole('listitem')).toHaveLength(11);
    expect(shares.getAllByRole('listitem')[10]).toHaveTextContent('Other Product Types75');
    const news = within(await screen.findByRole('list', { name: 'News' }));
    expect(news.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/news/70',
      '/news/69',
      '/news/68',
    ]);
  });

  it('pages the top 10 five at a time', async () => {
    renderSupplier();
    const table = await screen.findByRole('table', { name: 'Top Product Types' });
    // The table shows while the figures load (skeleton rows): the pager comes with them.
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowsOf(table)[0]).toMatch(/^Phone Case/));
    expect(rowsOf(table)).toHaveLength(5);
  });

  it('asks for the range in the address, by day for a short range (§9 labels)', async () => {
    renderSupplier('/dashboard?from=2026-03-01&to=2026-03-03');
    const series = await screen.findByRole('table', { name: 'Revenue by period' });
    expect(rowsOf(series)).toEqual(['01 03 2026$120.00', '02 03 2026$155.50', '03 03 2026$191.00']);
  });

  it('asks for both dates before loading figures', async () => {
    renderSupplier('/dashboard?from=2026-03-01');
    expect(await screen.findByText(SUPPLIER_STATS_MESSAGES.invalid)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Revenue by period' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a range too long, in place", async () => {
    renderSupplier('/dashboard?from=2020-01-01&to=2026-03-01');
    expect(await screen.findByText(SUPPLIER_STATS_MESSAGES.tooLong)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('loads 3 more news per Load more, and stops when all are shown', async () => {
    renderSupplier();
    const list = await screen.findByRole('list', { name: 'News' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(6));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(7));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a failed figures load in place with Try again, once (§8)', async () => {
    server.use(...supplierStatsFailure(SERVER_MESSAGES.forbidden));
    renderSupplier();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getAllByText(SERVER_MESSAGES.forbidden)).toHaveLength(1);
    expect(screen.queryByRole('table', { name: 'Revenue by period' })).not.toBeInTheDocument();
  });

  it("announces a failed news load as 'ERROR' with the server's message", async () => {
    server.use(dashboardNewsFailure('News are unavailable'));
    renderSupplier();
    const alerts = await screen.findAllByRole('alert');
    await waitFor(() =>
      expect(alerts.find((a) => within(a).queryByText(MESSAGES.newsLoadError))).toHaveTextContent(
        'News are unavailable',
      ),
    );
  });

  it('gives the Administrator no supplier figures', async () => {
    renderWithProviders(<DashboardScreen />, {
      role: 'Administrator',
      route: '/dashboard',
      path: '/dashboard',
    });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Date range/ })).not.toBeInTheDocument();
  });
});

describe('the supplier dashboard view helpers', () => {
  it('names suppliers and categories per type and puts Other Product Types last', () => {
    const top = makeTopProductTypes();
    expect(topProductTypeRows(top)[0]).toEqual({
      id: '1',
      title: 'Classic Tee',
      sku: 'PT1',
      suppliers: ['Priya Nair', 'Color Ecommerce'],
      categories: ['Apparel'],
      totalOrder: 140,
    });
    const shares = productTypeShares(top);
    expect(shares).toHaveLength(11);
    expect(shares.at(-1)).toEqual({
      key: 'other',
      label: 'Other Product Types',
      value: 75,
      other: true,
    });
  });
});
